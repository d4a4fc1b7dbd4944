// cudagen 0.1 seed 233 invalid:const_object_nonconst_method
// features: kernel,kernel_static,kernel_template,launch_bounds,launch,launch_dim3,launch_shared_mem,host_device_function,device_template_function,host_function,constexpr_function,main,device_var,constant_var,shared_var,constexpr_var,auto_var,const_local,for,goto,ternary,shift,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_static,macro_object,macro_function
#include "prelude.cuh"

#define RADIUS_1 64
#define BLOCK_SIZE_2 (4 * 2 * 8)
#define NUM_ITERS_3 (16)
#define MOD8_4(x) ((x) % 8)
#define MIN2_5(a, b) ((a) < (b) ? (a) : (b))
#define STR_IMPL_6(x) #x
#define STR_7(x) STR_IMPL_6(x)

static __global__ void __launch_bounds__(64, 3) clamp8(float q9, double* buf10, int* acc11, const int* input12) {
	const unsigned long stride13 = input12[5] - 4969L;
	--q9;
}
__constant__ float c_probe14 = 4.75f;

__global__ void fold15_kernel(long b16, float p17, char* dst18, const int* in19) {
	const int e20 = b16;
	__shared__ int sh_21[128];
	__shared__ double sh_22[256];
	--sh_22[e20];
	(p17++, (p17 = (float)((13.25f) + (+c_probe14))));
	constexpr int tmp23 = -4883l;
}
__device__ long d_apply24;

static __global__ void bias25(int n26, const short int* input27, int lane28, float* data29) {
	++(*data29);
	++n26;
}

template <class T, int N>
__global__ void __launch_bounds__(1 << 9) smooth30(T a31) {
	a31 = (T)d_apply24;
	T flag32 = d_apply24 + NUM_ITERS_3 + (a31 += c_probe14, N);
	double lo33 = 19;
}

template <typename T, int N>
__global__ void merge34_kernel(const T* input35, signed char alpha36) {
	__shared__ signed char sh_37;
	if ((d_apply24 + 28U) >= alpha36) {
		goto done40;
	}
	for (int j38 = d_apply24; j38 > 0; --j38) {
		signed char val39 = ((double)34) + input35[sh_37];
	}
	--sh_37;
done40:;
}

template <class T, int N>
__host__ __device__ void filter41(T cfg42, unsigned char a43) {
	auto off44 = ((unsigned)((cfg42 <= 59) ? N : cfg42)) - ((T)cfg42);
	(--a43, (off44 = MOD8_4(a43) * a43));
}

template <typename T, int N>
__global__ void weigh45(T* data46, int lane47, int stride48, const T* src49) {
	filter41<unsigned int, 4>(MOD8_4((lane47 << 0)), 6ll - c_probe14);
	stride48 = (static_cast<short>(10) % stride48) + ((-(-30)) + stride48);
	T k50 = src49[d_apply24];
}

constexpr __host__ int host_warp51(int len52, int lane53) {
	float acc54 = len52;
	return (RADIUS_1 * (-lane53)) - (56 - len52);
}
struct Acc_58 {
    int v;
    void bump() { ++v; }
};

int main() {
	int n55 = 2426;
	const Acc_58 a_58 = {1};
	a_58.bump();
	constexpr unsigned x56 = (NUM_ITERS_3 + 48);
	n55 = n55;
	n55--;
	size_t t57 = x56;
	clamp8<<<(8), dim3((8), RADIUS_1, (n55 + 255) / 256), 1024>>>(host_warp51((2 > t57) ? t57 : n55, RADIUS_1 >> t57), nullptr, nullptr, static_cast<const int*>(nullptr));
	fold15_kernel<<<(t57 + 63) / 64, dim3(NUM_ITERS_3 + 496)>>>('0', (t57 - x56), static_cast<char*>(nullptr), nullptr);
	bias25<<<dim3(512, (t57 + 31) / 040, (t57 + 63) / 64), dim3((4)), 0>>>(x56, nullptr, host_warp51(MOD8_4(t57), (n55)), nullptr);
	return 0;
}
