// cudagen 0.1 seed 2041 valid
// features: kernel,launch_bounds,maxnreg,launch,launch_shared_mem,launch_stream,builtin_vars,host_function,main,shared_var,static_shared,extern_shared,constexpr_var,local_array,const_local,if,while,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,sizeof,lambda,lambda_init_capture,macro_object,macro_function,macro_paste,macro_statement,pp_ifdef
#include "prelude.cuh"

#define WARPS_1 128
#define ADD3_2(a, b, c) ((a) + (b) + (c))
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_4(a, b) a##b

#ifdef USE_FAST_PATH_5
#define TUNE_6 12
#else
#define TUNE_6 40
#endif

__global__ void __maxnreg__(64) scale7(int stride8, const long long *input9) {
	unsigned int i10 = (blockIdx.x * blockDim.x) + threadIdx.x;
	int h11[7] = {26, 46, 1, 38ul, 43, 64L};
	stride8 -= h11[threadIdx.z];
	if (i10 < (threadIdx.x | i10)) {
		if (i10 > stride8) {
			int w12 = 0;
			while ((w12 < 10) && ((i10 >= TUNE_6) || (stride8 <= blockDim.y))) {
				stride8 = threadIdx.x;
				if ((h11[blockDim.y]) != TUNE_6) {
					continue;
				}
				++w12;
			}
		}
	}
}

__global__ void __launch_bounds__(TUNE_6 + 24) mix13(unsigned int b14, const int *input15, int n16) {
	extern __shared__ int dyn_17[];
	int i18 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (i18 >= n16) {
		return;
	}
	if (input15[i18] != input15[gridDim.y]) {
		return;
	}
	if (ADD3_2(n16, (int)i18, n16 % dyn_17[0]) > 27) {
		const float prod19 = CAT_4(n, 16);
		static __shared__ float sh_20;
	}
	int q21[6]{-2037, n16, n16, n16, 18l, 21l};
	b14 = *input15;
}

__global__ void __maxnreg__(32) sift22(unsigned alpha23, long long b24) {
	unsigned int gid25 = (blockIdx.x * blockDim.x) + threadIdx.x;
	alpha23 *= CAT_4(alpha, 23);
	int x26 = (gid25 != CAT_4(alpha, 23)) ? ((CAT_4(gid, 25) != 0x17) ? threadIdx.x : 44) : threadIdx.y;
}

__global__ void __launch_bounds__(1 << 6, 3) apply27_kernel(int lane28, int lane29, int *data30, bool a31) {
	int idx32 = threadIdx.x;
	if (idx32 >= lane29) {
		return;
	}
	int s33[3]{1873U, 5, 50ULL};
	long long acc34 = lane29;
}

char check_mix35(float alpha36, float b37) {
	--alpha36;
	auto step41 = [tmp38 = WARPS_1 / alpha36](float stride39) -> double {
		stride39 = CAT_4(stride, 39);
		float s40 = WARPS_1;
		stride39 *= (stride39 != ((s40 == 45) ? sizeof(int) : tmp38)) ? TUNE_6 : (s40 += s40, CAT_4(tmp, 38));
		return CAT_4(stride, 39);
	};
	alpha36 *= alpha36 * (step41(b37) * 6);
	scale7<<<8, 512, 0, 0>>>(alpha36, nullptr);
	return (alpha36);
}

int main() {
	int n42 = 474;
	int sum43 = n42 * 0x2A;
	long prod44 = sum43;
	int h45 = sum43 + (0x3F << sum43);
	mix13<<<(h45 + 255) / 256, 1 << 7, sizeof(double) * 128, (cudaStream_t)0>>>(29, &n42, h45);
	sift22<<<(h45 + 127) / 128, WARPS_1 + 0x80, 0, nullptr>>>(n42, prod44);
	apply27_kernel<<<1, (32), 1 << 0x8, (cudaStream_t)0>>>(((unsigned)n42) & ((int)2), (15 * sum43) & (CAT_4(prod, 44) & h45), (int*)nullptr, (CAT_4(n, 42) < 4) ? (WARPS_1 & h45) : ('a' << h45));
	return 0;
}
