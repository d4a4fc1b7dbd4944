// cudagen 0.1 seed 924 valid
// features: kernel,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,device_noinline,host_device_function,host_function,constexpr_function,main,constexpr_var,local_array,const_local,struct,operator_overload,enum_class,namespace,if,compound_assign,bitwise,shift,incdec,comma,pointer_arith,member_access,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_function,pp_ifdef,pp_if,comments
#include "prelude.cuh"

#define NUM_ITERS_1 3
#define ADD3_2(a, b, c) ((a) + (b) + (c))
#define MIN2_3(a, b) ((a) < (b) ? (a) : (b))
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define USE_FAST_PATH_6

#ifdef USE_FAST_PATH_6
#define TUNE_7 4
#else
#define TUNE_7 23
#endif

#if TUNE_7 > 125
#define CONFIG_8 2
#else
#define CONFIG_8 26
#endif

inline __device__ __host__ int fold9(float a10) {
	a10 *= static_cast<int>(a10 * (a10 * 2895));
	const unsigned int q11 = sizeof(unsigned int) - (a10 * (a10 + a10));
	int tmp12 = (a10 += q11, TUNE_7);
	constexpr int v13 = 48;
	constexpr float y14 = 2.375f;
	return (NUM_ITERS_1);
}
enum class Axis15 { Fast16 = 1, Off17 = 5, Red18 = 7, High19 = 10 };
/* Layout: row-major, no padding. */

__device__ __noinline__ void grow20(bool p21) {
	if (((p21 + 16) & 1)) {
		return;
	}
	unsigned long long idx22[6]{static_cast<unsigned long long>(blockDim.y), static_cast<unsigned long long>(14l), 15, 5ULL, 51, 39U};
}
enum class Kind23 { Add24 = 1, Off25, Slow26 };

namespace ops27 {
constexpr int run_pivot28(int lane29, unsigned int beta30) {
	int f31 = 30;
	int base32 = (f31 += f31, static_cast<int>(0b110110));
	return f31;
}
enum class Level33 { Fast34, Slow35 };
} // namespace ops27

__global__ void apply36(char *__restrict__ acc37) {
	int i38 = (blockIdx.x * blockDim.x) + threadIdx.x;
	acc37[5] = (acc37[threadIdx.x] + MIN2_3(acc37[7], blockDim.z)) - (60l);
	acc37[i38 & 7] &= threadIdx.x;
}
/* Returns the accumulated value. */

struct Bounds39 {
	int id40, y41;
	int vel42;
};

__host__ __device__ Bounds39 operator+(Bounds39 a, Bounds39 b) {
	Bounds39 r = a;
	r.id40 += b.id40;
	r.y41 += b.y41;
	r.vel42 += b.vel42;
	return r;
}

__device__ long grow43(int *__restrict__ acc44) {
	(acc44[2]--, (acc44[7] = 15U));
	acc44[threadIdx.z] = (0L + (threadIdx.x)) >> (53UL + (acc44[5] - (*acc44)));
	acc44[1] >>= acc44[gridDim.y];
	Bounds39 h45 = Bounds39{03751, 0b10, 0b101UL};
	ops27::Level33 flag46 = ops27::Level33::Slow35;
	return h45.vel42;
}

int main() {
	int size47 = 1984;
	size47 = ADD3_2(size47 - size47, ADD3_2(size47, 4, size47), (unsigned char)41) - 0b1;
	size47 %= 1834 ^ (size47 += 63, 33);
	apply36<<<(size47 + 077) / 64, (NUM_ITERS_1 + (TUNE_7 + 505)), sizeof(double) * 64, 0>>>(nullptr);
	return 0;
}
