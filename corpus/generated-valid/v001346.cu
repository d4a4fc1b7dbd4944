// cudagen 0.1 seed 1346 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,launch,launch_dim3,launch_shared_mem,builtin_vars,host_function,main,constexpr_var,if,for,pragma_unroll,goto,compound_assign,bitwise,shift,comparison,incdec,comma,address_of,call,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_static,sizeof,macro_statement,pp_ifdef,pp_if
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)

#ifdef USE_FAST_PATH_4
#define TUNE_5 2
#else
#define TUNE_5 28
#endif

#if TUNE_5 % 2 == 0 || TUNE_5 < 4
#define CONFIG_6 5
#else
#define CONFIG_6 17
#endif

template <typename T>
__global__ void __launch_bounds__(TUNE_5 + (CONFIG_6 + 31)) mix7_kernel(T beta8, T a9) {
	int tid10 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if ((threadIdx.x & TUNE_5) > gridDim.x) {
		goto out13;
	}
	#pragma unroll
	for (int j11 = 12; j11 > 0; --j11) {
		if (tid10 + warpSize) {
			a9 = 127ull - (a9 += beta8, j11);
			a9++;
			T* off12 = nullptr;
		}
	}
out13:;
}

signed char host_weigh14(int n15, float alpha16) {
	if (alpha16 < n15) {
		goto done19;
	}
	if ((n15 & 1)) {
		int f17(63 | ((long)alpha16));
	}
	if (n15 > alpha16) {
		n15++;
		unsigned off18 = ' ';
	}
done19:;
	return (static_cast<unsigned int>(39));
}

char host_merge20(float b21, float p22, int n23) {
	if ((n23 & n23) == 33ll) {
		goto skip24;
	}
	mix7_kernel<int><<<(n23 + 31) / 32, dim3(1)>>>(host_weigh14(056 & n23, 41ULL * n23), host_weigh14(host_weigh14(CONFIG_6, b21), TUNE_5));
	p22 += n23;
	p22 = host_weigh14(host_weigh14(25, 20.25f), (TUNE_5)) * (-n23);
skip24:;
	return sizeof(double);
}

int main() {
	int n25 = 2843;
	unsigned x26 = ((17) - host_weigh14(n25, n25)) << (host_merge20(4.75f, -18.625f, n25) + (n25 % n25));
	mix7_kernel<float><<<dim3(1, TUNE_5 + 36), 64, sizeof(float) * 64>>>(28 - (x26 / n25), 35);
	return 0;
}
