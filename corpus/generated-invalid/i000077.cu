// cudagen 0.1 seed 77 invalid:scoped_enum_conversion
// features: kernel,kernel_from_macro,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,device_forceinline,device_noinline,host_function,constexpr_function,main,shared_var,static_shared,constexpr_var,local_array,auto_var,enum_class,namespace,if,if_else,for,static_assert,shift,logical,comparison,incdec,pointer_arith,array_index,lit_int_octal,lit_int_suffix,lit_float,lit_float_exponent,lit_nullptr,cast_c,cast_reinterpret,sizeof,macro_object,macro_function,macro_statement
#include "prelude.cuh"

#define CHUNK_1 128
#define NUM_ITERS_2 128
#define NUM_ITERS_3 ((1 << 6))
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define DEFINE_MAP_KERNEL_5(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = (T)(data[i] - (T)1);           \
    }
DEFINE_MAP_KERNEL_5(map_accum6, unsigned)

namespace gpu7 {
__device__ __forceinline__ float score8(unsigned char q9) {
	for (int n10 = 0; n10 < 14; ++n10) {
		for (int it11 = 0; it11 < 2; ++it11) {
			auto val12 = 7;
		}
	}
	q9 = NUM_ITERS_2;
	int cnt13(q9);
	return cnt13 >> blockIdx.x;
}

__global__ void spread14_kernel(float alpha15, const int *in16, float *dst17) {
	unsigned idx18 = (blockIdx.x * blockDim.x) + threadIdx.x;
	for (int i19 = 0; i19 < 9; ++i19) {
		if (i19 > dst17[0]) {
			int res20 = (i19 << ((*in16) * i19)) + ((i19 << (*in16)) * (idx18 * 4114ULL));
		} else {
			unsigned int prod21[2]{35L, 46};
			static __shared__ unsigned int sh_22[16];
		}
		auto s23 = 36;
		__shared__ int sh_24[NUM_ITERS_3 + 0100];
	}
}

__device__ __noinline__ unsigned long rank25(int stride26, int *buf27) {
	for (int n28 = 5; n28 > 0; --n28)
		(*buf27) = (signed char)(15 + n28 + (*buf27));
	unsigned long long *mid29 = reinterpret_cast<unsigned long long*>(buf27);
	stride26--;
	static_assert(sizeof(int) == 4, "size check");
	return mid29[6];
}
} // namespace gpu7

__device__ __noinline__ int reduce30(const unsigned char *in31) {
	auto h32 = blockDim.x;
	double res33{19};
	int stride34 = 14;
	stride34--;
	stride34 = CHUNK_1;
	++stride34;
	res33++;
	return *in31;
}

namespace ops35 {
enum class Mode36 { High37, Off38 = 5 };
} // namespace ops35

__global__ void grow39_kernel(int stride40, int count41, int lane42) {
	int tid43 = threadIdx.x;
	auto hi44 = stride40 * tid43;
	bool k45 = blockIdx.x;
	SWAP_4(int, stride40, hi44);
	ops35::Mode36 t46 = ops35::Mode36::High37;
	hi44 = stride40;
	k45 = stride40 >= (lane42 * threadIdx.x);
	if ((count41 == threadIdx.y) || (lane42 <= warpSize))
		return;
}

constexpr int run_accum47(int lane48, size_t beta49) {
	beta49 = ((lane48 * 4u) >> 1) / (beta49 - (59ul >> lane48));
	beta49 = (24ul >> lane48) - 11;
	return +lane48;
}
enum class Mode51 { Off, On };

int main() {
	int size50 = 3545;
	int mode_value52 = Mode51::On;
	size50 = 62l;
	size50--;
	map_accum6<<<dim3(CHUNK_1 + 128), dim3((size50 + 31) / 32), sizeof(double) * 32>>>(nullptr, (4 / size50));
	gpu7::spread14_kernel<<<(16), NUM_ITERS_2, sizeof(int) * 0400, (cudaStream_t)0>>>(size50 + 875e-3f, nullptr, nullptr);
	grow39_kernel<<<dim3((NUM_ITERS_3 + 0300)), NUM_ITERS_3 + 448>>>(size50, 47, NUM_ITERS_3);
	return 0;
}
