// cudagen 0.1 seed 625 valid
// features: kernel,launch_bounds,launch,launch_shared_mem,launch_stream,device_function,device_template_function,host_function,static_host_function,default_args,main,constexpr_var,local_array,struct,class_private,namespace,if,for,while,goto,compound_assign,bitwise,shift,comparison,comma,pointer_arith,address_of,array_index,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_const,sizeof,lambda,lambda_iife,lambda_launch,macro_object,macro_function,macro_paste,pp_if,pp_undef
#include "prelude.cuh"

#define NUM_ITERS_1 16
#define TILE_DIM_2 ((3))
#define CHUNK_3 4
#define SQR_4(x) ((x) * (x))
#define CAT_5(a, b) a##b
#if TILE_DIM_2 % 2 == 0 || TILE_DIM_2 < 4
#define CONFIG_6 5
#else
#define CONFIG_6 10
#endif
#undef CHUNK_3
#define CHUNK_3 48
__global__ void relax7_kernel(float* acc8, const int* input9, int count10, int n11) {
	const double* prod12 = nullptr;
	for (int it13 = 0; it13 < count10; ++it13) {
		long acc14[7] = {-5L, 58, 7l, 20};
	}
	unsigned h15 = n11;
	int* cnt16 = (int*)nullptr;
}
namespace ops17 {
struct Cell18 {
	float y19;
	int count20, z21;
};
} // namespace ops17
template <typename T, int N = 4>
__device__ T reduce22(T alpha23) {
	for (int n24 = 0, j25 = 12; n24 < j25; (++n24, (--j25))) {
		alpha23 = ((j25 + N) << (alpha23 += N, 2423L)) ^ 57l;
		for (int i26 = 0, j27 = 16; i26 < j27; (++i26, (--j27))) {
			long x28 = n24 + (29 - i26);
			double prod29 = sizeof(long long);
		}
	}
	return ((short)CONFIG_6) * alpha23;
}
__global__ void __launch_bounds__(1 << (TILE_DIM_2 + 3), 1) merge30(const unsigned int* input31, unsigned short* dst32) {
	for (int it33 = 0; it33 < 8; ++it33) {
		int w34 = 0;
		while (w34 < 13) {
			int q35 = (9 * (w34 - dst32[3])) | 19;
			ops17::Cell18 idx36 = ops17::Cell18{14.25f, 8, int(q35)};
			++w34;
		}
	}
}
class Pixel37 {
	float lo38;
public:
	__host__ __device__ Pixel37(float init39) : lo38(init39) {}
	__host__ __device__ void scale40(float idx41) {
		int base42 = 62;
		idx41 = +(base42 >> (-CAT_5(base, 42)));
	}
};
constexpr long STEPS43 = CONFIG_6 + 251;
static int drift44(int len45, int stride46 = 59) {
	if (len45) {
		goto done47;
	}
	if ((stride46 + len45) <= 36) {
		return STEPS43;
	}
	len45 <<= CAT_5(len, 45);
done47:;
	return CAT_5(len, 45) | ((len45 - STEPS43) * 1448ul);
}
int main() {
	int size48 = 2119;
	relax7_kernel<<<(size48 + 255) / 256, 32>>>(nullptr, &size48, SQR_4(+size48), CONFIG_6);
	size48 >>= sizeof(double) - size48;
	merge30<<<2, 128, 1 << 8, (cudaStream_t)0>>>(nullptr, nullptr);
	([] {
		merge30<<<(16), 1 << (TILE_DIM_2 + 3), 0, (cudaStream_t)0>>>((const unsigned int*)nullptr, (unsigned short*)nullptr);
	})();
	size48 >>= 57 % (CAT_5(size, 48) + CHUNK_3);
	cudaStream_t s49 = (cudaStream_t)0;
	return 0;
}
