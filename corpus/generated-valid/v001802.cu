// cudagen 0.1 seed 1802 valid
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,host_device_function,constexpr_function,default_args,main,constexpr_var,const_local,if,for,do_while,goto,static_assert,ternary,compound_assign,bitwise,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_object,macro_function,comments
#include "prelude.cuh"

#define TILE_DIM_1 64
#define NUM_ITERS_2 4
#define MAX2_3(a, b) ((a) > (b) ? (a) : (b))
#define SQR_4(x) ((x) * (x))
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)
// NOTE: keep in sync with the host reference.
static __global__ void scatter7_kernel(int count8) {
	bool m9 = count8 != double(count8);
	count8--;
}
constexpr __device__ __host__ int clamp10(int n11) {
	n11 &= 61;
	n11 += +((44 & n11) + ((n11 == n11) ? n11 : n11));
	return int(n11 % n11);
}
// Computes one element per thread.
__host__ __device__ int filter12(float *__restrict__ acc13) {
	int w14 = 0;
	if (MAX2_3(w14, acc13[7]) == w14) {
		goto done17;
	}
	do {
		double acc15 = 2L / (*acc13);
		int idx16 = (((w14 & 2L) == w14) ? SQR_4(acc13[w14]) : (TILE_DIM_1)) - (*acc13);
		++w14;
	} while (w14 < 15);
done17:;
	return (w14 * NUM_ITERS_2) & ((w14 + w14) - w14);
}
template <typename T, typename U>
__global__ void decay18(U *buf19, const unsigned long long *__restrict__ input20) {
	if (input20[4] <= input20[1]) {
		goto finish25;
	}
	for (int it21 = 0; it21 < (NUM_ITERS_2 + 1); it21++) {
		long long f22 = NUM_ITERS_2;
		(*buf19)++;
	}
	if (!(!input20)) {
		U x23 = 4lu + (((input20[1] & 0x1) && ((*input20) == 0x9)) ? input20[2] : 15.625F);
		U hi24 = (*buf19) - ((input20[5] * 2.875) - input20[7]);
	}
finish25:;
}
static_assert(NUM_ITERS_2 == 4);
__host__ __device__ double score26(const unsigned long *__restrict__ coef27, unsigned *buf28, int stride29 = -30LL) {
	buf28[stride29 & 7] ^= (coef27[7] & 1) ? stride29 : (((stride29 < (*buf28)) || (stride29 >= (*coef27))) ? (coef27[stride29 & 7] % stride29) : (buf28[stride29 & 7] += 4184, (*buf28)));
	int m30{2850};
	short prod31 = stride29;
	m30++;
	--(*buf28);
	return TILE_DIM_1;
}
int main() {
	int size32 = 1148;
	if ((size32 += 23L, MAX2_3(size32, 23u)) < (size32 + 0x18U)) {
		const int r33 = NUM_ITERS_2;
		decay18<unsigned int, long><<<(size32 + 255) / 0x100, dim3(512, sizeof(float) * 2), 0, (cudaStream_t)0>>>(static_cast<long*>(nullptr), (const unsigned long long*)nullptr);
		int *u34 = (int*)nullptr;
	}
	int base35 = size32;
	scatter7_kernel<<<dim3((8), 1), 32 * 0x2, 1024>>>(1u * float(base35));
	return 0;
}
