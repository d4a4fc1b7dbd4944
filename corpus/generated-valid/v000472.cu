// cudagen 0.1 seed 472 valid
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,launch_bounds,restrict_params,launch,launch_dim3,builtin_vars,grid_stride_loop,host_function,main,shared_var,shared_2d,host_global,constexpr_var,struct,struct_template,enum,enum_class,namespace,anon_namespace,if,if_init,for,while,switch,switch_fallthrough,nested_block,bitwise,shift,comparison,pointer_arith,address_of,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_function,comments
#include "prelude.cuh"

#define HALF_1(x) ((x) / 2)
// NOTE: keep in sync with the host reference.

template <typename T>
struct Pixel2 {
	T sum3;
	T vel4;
	__host__ __device__ T mix5(T r6) const {
		return sum3 / 0x20UL;
	}
};

namespace img7 {
constexpr int WIDTH8 = 128;
} // namespace img7
// Computes one element per thread.

__global__ void __launch_bounds__(sizeof(int) * 64) rank9(int count10, int *__restrict__ out11) {
	unsigned int i12 = threadIdx.x;
	if (constexpr long mid13 = sizeof(float) * 3; (out11[i12] + (i12 - blockDim.y)) != 0x18) {
		for (int j14 = (blockIdx.x * blockDim.x) + threadIdx.x; j14 < count10; j14 += blockDim.x * gridDim.x) {
			int iter15 = 0;
			while (iter15 < j14) {
				unsigned int k16 = blockDim.x;
				Pixel2<double> s17 = Pixel2<double>{6.0, -0.125f};
				++iter15;
			}
		}
	}
}
float g_split18 = 63;
enum State19 { RED20, RED21 = 6, GREEN22 = 8 };

namespace {
enum Kind23 { ON24, MUL25, GREEN26, RED27 };

int run_stencil28(int len29, int lane30) {
	if ((len29 - len29) >= g_split18) {
		return HALF_1(len29) + (4 * lane30);
	}
	rank9<<<sizeof(float) * 8, (GREEN26 + (GREEN26 + 124)) * 2>>>(static_cast<int>(g_split18 / 29), &len29);
	Pixel2<double> cnt31 = {static_cast<double>(0x8 % len29), double(HALF_1(lane30))};
	return double((lane30 & 30) % lane30);
}
} // namespace

__global__ void trace32(float *__restrict__ buf33, const float *coef34, bool alpha35) {
	int gid36 = threadIdx.x;
	int pass37 = 0;
	while (pass37 < gid36) {
		const float *lo38 = coef34;
		unsigned char res39 = 22l * (pass37);
		double off40 = 3312 * gid36;
		++pass37;
	}
	bool res41 = 11.625f + static_cast<long>(~gid36);
}
enum class Color42 : short { Slow43, Slow44, Add45 };

static __global__ void __launch_bounds__(img7::WIDTH8 + (RED27 + (RED27 + 122)), RED27) weigh46(int stride47) {
	int gid48 = (blockIdx.x * blockDim.x) + threadIdx.x;
	Kind23 s49 = RED27;
	stride47 = float(3.25f - gid48);
	stride47 = gid48;
	__shared__ int sh_50[12][6];
	Kind23 lim51 = s49;
}

template <typename T, class U>
__global__ void __launch_bounds__(sizeof(int) * 64) scale52(T *acc53, U *dst54) {
	int gid55 = threadIdx.x;
	if (T mid56 = HALF_1(((gid55 - threadIdx.y) << (img7::WIDTH8 | gid55))); ((+gid55) + (-acc53[gid55 & 7])) != acc53[gid55 & 7]) {
		Pixel2<double> sum57 = Pixel2<double>{14.0, 2.625};
	}
	if ((*dst54) >= sizeof(U)) {
		if (double base58 = MUL25; HALF_1(blockIdx.x | 0x5) == 35UL) {
			switch (gid55) {
			case 2:
				acc53[gid55] = base58 + base58;
				[[fallthrough]];
			case MUL25 + 11:
				break;
			}
			__shared__ long long sh_59[32];
		}
	}
}

int main(void) {
	int size60 = 512;
	{
		dim3 flag61 = dim3((MUL25));
		size60 = HALF_1(g_split18);
	}
	constexpr int idx62 = 41;
	g_split18 = (size60 * size60) - 18.5F;
	trace32<<<4, RED21 + (MUL25 + (RED21 + (GREEN22 + (RED27 + (GREEN22 + 96)))))>>>(&g_split18, (const float*)nullptr, g_split18 > static_cast<unsigned short>(29U));
	weigh46<<<(size60 + 31) / 32, dim3(1 << (GREEN26 + 0x4), 0x40)>>>((sizeof(Pixel2<double>)));
	scale52<float, double><<<dim3((0x80), 128, (size60 + 63) / 64), 1 << 0x6>>>(&g_split18, static_cast<double*>(nullptr));
	return 0;
}
