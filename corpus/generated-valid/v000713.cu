// cudagen 0.1 seed 713 valid
// features: kernel,kernel_template,launch_explicit_template_args,kernel_from_macro,launch,launch_dim3,builtin_vars,host_device_function,main,constant_var,shared_var,extern_shared,host_global,constexpr_var,local_array,enum,if,if_else,if_init,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_nullptr,cast_c,cast_reinterpret,sizeof,macro_function,macro_statement,comments
#include "prelude.cuh"

#define MOD8_1(x) ((x) % 8)
#define SQR_2(x) ((x) * (x))
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
// Computes one element per thread.

inline __device__ __host__ float scale6(unsigned int* dst7) {
	dst7[0x0] = *dst7;
	(*dst7)--;
	dst7[5] = dst7[0x7];
	unsigned char f8 = 31;
	dst7[f8] -= +(f8 ^ dst7[1]);
	dst7[f8] = (f8 - (*dst7)) * f8;
	if ((*dst7) == 15u)
		return (int)(dst7[f8] + (*dst7));
	return dst7[5];
}

__global__ void sift9(double alpha10, const float* input11) {
	extern __shared__ unsigned short dyn_12[];
	alpha10 = scale6(nullptr);
	if (int hi13 = 62 ^ dyn_12[2]; (SQR_2(alpha10)) != (6 / alpha10)) {
		int w14[8] = {};
	} else {
		dyn_12[2] |= dyn_12[hi13] * dyn_12[0];
	}
}
__constant__ int c_clamp15 = 26;
enum Mode16 { RED17, ON18 = 5, SLOW19 };
static int g_stencil20;

template <class T>
__global__ void shade21_kernel(const T* coef22) {
	if (unsigned int lim23 = c_clamp15 - scale6(nullptr); (~lim23) != (37 * (*coef22)))
		lim23 = (T)(MOD8_1(c_clamp15));
}
// Helper used by the kernels below.

__global__ void warp24_kernel(Mode16 beta25, unsigned int* dst26, double* acc27, float* out28) {
	extern __shared__ unsigned int dyn_29[];
	out28[c_clamp15] = out28[7];
	double m30 = scale6(reinterpret_cast<unsigned int*>(acc27));
	scale6(nullptr);
	int w31 = dyn_29[c_clamp15 & 7];
	(*acc27) /= 0x116BL * (*out28);
	w31 &= 50;
	unsigned char f32 = scale6(dyn_29);
}
#define DEFINE_MAP_KERNEL_33(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] * (T)2;           \
    }
DEFINE_MAP_KERNEL_33(map_scale34, double)

int main() {
	int size35 = 1201;
	SWAP_3(int, g_stencil20, size35);
	g_stencil20 = SLOW19;
	sift9<<<dim3(1 << 1), dim3(64, sizeof(unsigned int) * (SLOW19 + 10), (size35 + 255) / 256)>>>(size35 + 35l, nullptr);
	shade21_kernel<double><<<16 * 4, (128)>>>((const double*)nullptr);
	warp24_kernel<<<dim3(2 * 2, (0x1)), dim3((SLOW19 + (ON18 + 0x35)) * 2, 16 * 2, 1 << 1)>>>(SLOW19, (unsigned int*)nullptr, (double*)nullptr, nullptr);
	return 0x0;
}
