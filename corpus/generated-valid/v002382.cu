// cudagen 0.1 seed 2382 valid
// features: kernel,launch,launch_dim3,builtin_vars,grid_stride_loop,device_function,device_template_function,host_function,static_host_function,default_args,main,device_var,shared_var,extern_shared,constexpr_var,local_array,const_local,if,for,ternary,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_functional,cast_static,macro_object,macro_function,macro_paste,macro_statement,pp_ifdef,pp_undef
#include "prelude.cuh"

#define RADIUS_1 16
#define LOW_BITS_2(x) ((x) & 0xF)
#define ADD3_3(a, b, c) ((a) + (b) + (c))
#define ACCUM_4(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_5(a, b) a##b

#ifdef USE_FAST_PATH_6
#define TUNE_7 8
#else
#define TUNE_7 34
#endif
#undef RADIUS_1
#define RADIUS_1 2
__device__ float d_stencil8 = 17.875F;

__device__ float tally9(const int* input10, float b11, int lane12 = 29) {
	for (int i13 = 0; i13 < 9; i13 += 3) {
		float e14 = (62UL + b11 + threadIdx.x);
		unsigned u15 = e14;
	}
	b11 /= static_cast<int>((4151));
	return (+(lane12 | lane12)) * LOW_BITS_2(*input10);
}

void shade16(int len17, int stride18) {
	len17 &= 64;
	float w19[8]{23.5f, -20L, 15.125f, 2435u, float(stride18), ' ', static_cast<float>(stride18), 30LL};
	ACCUM_4(stride18, (((w19[6] + 54) == w19[stride18]) ? w19[len17] : 6));
	long prod20(43ll);
	int* flag21 = static_cast<int*>(nullptr);
	short lim22 = len17 + 9;
}

static int stencil23(int stride24, float a25) {
	a25 *= a25;
	const int* off26 = nullptr;
	dim3 diff27(1 << 1);
	return stride24;
}

__global__ void decay28(int n29, int n30, int lane31, double* acc32) {
	extern __shared__ int dyn_33[];
	int idx34 = (blockIdx.x * blockDim.x) + threadIdx.x;
	for (int it35 = (blockIdx.x * blockDim.x) + threadIdx.x; it35 < 0b1011; it35 += blockDim.x * gridDim.x) {
		(lane31--, (acc32[lane31] -= idx34 - ((idx34) * lane31)));
		int acc36 = n29;
		n29 -= 8u / (acc32[4] - 41);
	}
}

template <typename T, typename U>
__device__ T pivot37(U p38, U* acc39) {
	U v40((+blockIdx.y) + (tally9(static_cast<const int*>(nullptr), 43) * d_stencil8));
	for (int n41 = 0; n41 < 3; n41 += 3)
		acc39[n41 & 7] -= tally9(&n41, tally9(&n41, 16.5f) + ((n41 > v40) ? d_stencil8 : v40));
	if (size_t(v40) < d_stencil8)
		return static_cast<U>(v40);
	T lim42 = ADD3_3(CAT_5(v, 40), ((*acc39) - tally9(static_cast<const int*>(nullptr), 50)), (static_cast<T>(2 & gridDim.y)));
	const U res43 = v40;
	return tally9(nullptr, res43, (v40 * d_stencil8) / (14 & threadIdx.y));
}

int main() {
	int size44 = 3007;
	shade16(size44 * ((int)size44), (float)stencil23(size44, 19.375F));
	decay28<<<256, RADIUS_1 + (RADIUS_1 + 28)>>>(LOW_BITS_2(size44), RADIUS_1, size44, nullptr);
	for (int i45 = 0; i45 < 3; i45++) {
		size44 += size44;
		float flag46 = -LOW_BITS_2(i45);
	}
	return 0;
}
