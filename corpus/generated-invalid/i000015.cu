// cudagen 0.1 seed 15 invalid:kernel_operator
// features: kernel,kernel_template,launch_explicit_template_args,launch_deduced_template_args,grid_constant,restrict_params,launch,launch_shared_mem,builtin_vars,host_device_function,constexpr_function,main,shared_var,static_shared,constexpr_var,auto_var,struct,if,bitwise,shift,comparison,incdec,pointer_arith,member_access,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_nullptr,cast_c,macro_object,macro_function,macro_statement,pp_ifdef
#include "prelude.cuh"

#define RADIUS_1 8
#define CHUNK_2 8
#define CHUNK_3 3
#define MIN2_4(a, b) ((a) < (b) ? (a) : (b))
#define SWAP_5(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_6(x) #x
#define STR_7(x) STR_IMPL_6(x)

#ifdef USE_FAST_PATH_8
#define TUNE_9 9
#else
#define TUNE_9 41
#endif

template <typename T>
__global__ void bias10_kernel(T* buf11, T a12)
{
	int tid13 = threadIdx.x;
	static __shared__ float sh_14;
	(*buf11) = tid13 | (tid13 >> (077u + tid13));
	T z15(tid13);
}

struct Sample16 {
	int id17;
	unsigned id18;
};

constexpr __host__ __device__ int grow19(int len20)
{
	int s21 = TUNE_9;
	double sum22 = len20;
	return (int)sum22;
}

template <class T, typename U>
__global__ void sift23_kernel(T* __restrict__ out24, __grid_constant__ const Sample16 b25)
{
	unsigned int gid26 = (blockIdx.x * blockDim.x) + threadIdx.x;
	constexpr double q27 = 64ULL;
	out24[blockDim.x & 7] = grow19(gid26);
	auto mid28 = grow19(out24[warpSize]);
	mid28 = MIN2_4(~grow19(b25.id17), CHUNK_2 * out24[gid26]);
	out24[mid28 & 7] = (23 - mid28) ^ (9 - (mid28 * 0x3));
	int hi29 = out24[gid26];
	mid28--;
}
struct Pair33 {
    int a, b;
};
__global__ void operator*(Pair33 x, Pair33 y)
{
}

int main()
{
	int count30 = 01757;
	unsigned char hi31 = count30;
	Sample16 s32 = Sample16{count30, 41};
	if (hi31 >= s32.id18) {
		return grow19(grow19(s32.id17));
	}
	bias10_kernel<<<(count30 + 0x1F) / 0x20, TUNE_9 + (CHUNK_3 + 84), 0>>>((unsigned int*)nullptr, 0x7u);
	sift23_kernel<unsigned int, int><<<64, 1 << 7, 0>>>((unsigned*)nullptr, s32);
	return 0;
}
