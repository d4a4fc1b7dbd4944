// cudagen 0.1 seed 1187 valid
// features: kernel,kernel_template,launch_explicit_template_args,maxnreg,restrict_params,launch,launch_dim3,builtin_vars,host_device_function,main,shared_var,constexpr_var,if,switch,compound_assign,bitwise,shift,comparison,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_paste,pp_ifdef
#include "prelude.cuh"

#define CAT_1(a, b) a##b

#ifdef USE_FAST_PATH_2
#define TUNE_3 2
#else
#define TUNE_3 22
#endif

__device__ __host__ unsigned long combine4(int count5, int n6) {
	count5 = ((int)sizeof(long)) + int(count5);
	n6 = count5;
	if ((n6 += n6, 48UL) > count5) {
		return CAT_1(n, 6);
	}
	int z7 = (44);
	z7 ^= TUNE_3;
	if (z7 != count5) {
		return 4704L;
	}
	z7 -= count5;
	return count5;
}

inline __device__ __host__ int grow8(int len9, int n10) {
	double q11 = len9;
	if (n10 >= (n10 % 1)) {
		long u12 = 20ul;
		if (u12 > TUNE_3) {
			return n10;
		}
		u12 = len9;
	}
	return q11;
}

template <typename T, int N = 1>
__global__ void __maxnreg__(128) relax13(T cfg14, const T* __restrict__ input15, int* data16) {
	int i17 = threadIdx.x;
	switch (i17) {
	case 0b1:
		break;
	case 0x0:
		if (static_cast<unsigned>(i17 - 4) != (data16[i17] + blockIdx.x)) {
			grow8(data16[5], (i17 & threadIdx.x) * 2650);
		}
		if (((*data16) % combine4(data16[4], blockDim.x)) > 35) {
			__shared__ unsigned sh_18[64];
		}
		break;
	case (6): {
		size_t cnt19 = blockDim.x * i17;
		break;
	}
	default:
		break;
	}
}

template <typename T>
__global__ void mix20_kernel(T* __restrict__ dst21, const unsigned int* src22) {
	int tid23 = (blockIdx.x * blockDim.x) + threadIdx.x;
	dst21[gridDim.x] = combine4(src22[gridDim.y & 7], 48 * CAT_1(tid, 23));
	if ((tid23 & (*src22)) > TUNE_3) {
		return;
	}
}

int main() {
	int len24 = 2869;
	len24 = (combine4(len24, -6));
	grow8((~len24) - len24, grow8(TUNE_3, 3u & len24));
	if (((CAT_1(len, 24) ^ 44) & 1)) {
		return grow8(grow8(51, TUNE_3), len24 + 017);
	}
	relax13<int, 1><<<dim3((len24 + 127) / 0x80, (len24 + 31) / 32, (len24 + 127) / 0b10000000), sizeof(unsigned int) * 0b1000000>>>((538u << len24) & (4386 * len24), static_cast<const int*>(nullptr), &len24);
	mix20_kernel<long><<<(TUNE_3 + (TUNE_3 + 20)), 0x1 << 5>>>(nullptr, (const unsigned int*)nullptr);
	return 0x0;
}
