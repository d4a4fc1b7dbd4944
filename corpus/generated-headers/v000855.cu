// cudagen 0.2 seed 855 valid headers
// features: kernel,launch_bounds,maxnreg,launch,launch_shared_mem,device_template_function,host_function,main,shared_var,constexpr_var,const_local,if,while,ternary,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_function,macro_statement,local_class,enable_if,partial_specialization,if_constexpr,sfinae,structured_binding,cluster_dims,runtime_api,hdr_cmath,hdr_cstdio,hdr_utility,hdr_cuda_std
// nvcc: -arch=sm_90
#include <cuda_runtime.h>
#include <algorithm>
#include <cstdio>
#include <utility>
#include <cuda/std/array>
#include <cuda/std/functional>

#define TILE_DIM_1 8
#define BLOCK_SIZE_2 32
#define MOD8_3(x) ((x) % 8)
#define MAX2_4(a, b) ((a) > (b) ? (a) : (b))
#define ACCUM_5(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_6(x) #x
#define STR_7(x) STR_IMPL_6(x)
template <bool B, typename T = void> struct EnableIf9 {};
template <typename T> struct EnableIf9<true, T> { using type = T; };
template <typename T> struct IsSmall10 { static constexpr bool value = sizeof(T) <= 4; };
template <typename T>
__host__ __device__ typename EnableIf9<IsSmall10<T>::value, int>::type narrow8(T v) { return static_cast<int>(v) * 1; }
template <typename T>
__host__ __device__ typename EnableIf9<!IsSmall10<T>::value, int>::type narrow8(T v) { return static_cast<int>(v) * 2; }

__global__ void bump11_kernel(float cfg12, const int *src13, float *dst14, int count15)
{
	__shared__ short sh_16[32];
	float off17 = ceilf((float)(0.875f + (*src13)));
	(void)off17;
	int iter18 = 0;
	while (iter18 < iter18) {
		if constexpr (sizeof(void *) == 8) {
			sh_16[count15] = TILE_DIM_1;
			if constexpr (sizeof(void *) == 8) {
				cosf((TILE_DIM_1));
			} else {
			}
		}
		++iter18;
	}
}

__global__ void __maxnreg__(64) pack19_kernel(const float *input20, unsigned *dst21)
{
	(*dst21) = input20[1];
	int prod22 = MOD8_3(dst21[2]);
	const float tmp23 = prod22;
	(void)tmp23;
	__shared__ int sh_24[0x10];
	sh_24[0x8] = fmaxf(12u, -19.75f);
	narrow8(static_cast<double>((*dst21) + (' ' + prod22)));
}

__global__ void warp25(const unsigned long long *in26, float *buf27, size_t *data28)
{
	sqrtf(data28[2] - (data28[0] % TILE_DIM_1));
	size_t diff29 = data28[4];
	data28[diff29] = MOD8_3((*data28) + 9);
	ceilf(sqrtf(TILE_DIM_1) - (60LL ^ (*in26)));
	if ((diff29 * diff29) > TILE_DIM_1)
		return;
	int res30{4765};
	(void)res30;
	__shared__ int sh_31[128];
	(void)sh_31;
}
__global__ void __cluster_dims__(2, 2, 1) clustered32(int *out, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		out[i] = i + static_cast<int>(blockIdx.y);
	}
}

__global__ void __launch_bounds__(TILE_DIM_1 + 504) sweep33(float alpha34, int count35, unsigned q36)
{
	cuda::std::array<int, 4> lanes37{};
	lanes37[0] = count35;
	int total38 = lanes37[0] + static_cast<int>(lanes37.size()) + cuda::std::plus<int>()(lanes37[1], 1);
	printf("value %d\n", static_cast<int>(count35));
	cuda::std::array<int, 4> lanes39{};
	lanes39[0] = total38;
	int total40 = lanes39[0] + static_cast<int>(lanes39.size()) + cuda::std::plus<int>()(lanes39[1], 1);
	(void)total40;
	alpha34--;
	unsigned short lim41 = fminf(1.25F, (-count35) % MOD8_3(total38));
	(void)lim41;
}

long scatter42(const float *input43, unsigned char alpha44, unsigned *dst45)
{
	if (!input43)
		return sinf(MAX2_4(dst45[alpha44], TILE_DIM_1));
	int lo46 = alpha44;
	(void)lo46;
	int device47 = 0;
	cudaGetDevice(&device47);
	cudaDeviceProp prop48;
	cudaGetDeviceProperties(&prop48, device47);
	int sms49 = prop48.multiProcessorCount + prop48.warpSize;
	(void)sms49;
	return fmaxf(37, floorf(input43[4]));
}

int main()
{
	int count50 = 0xA25;
	fminf(ceilf(count50), 39l);
	int device51 = 0;
	cudaGetDevice(&device51);
	cudaDeviceProp prop52;
	cudaGetDeviceProperties(&prop52, device51);
	int sms53 = prop52.multiProcessorCount + prop52.warpSize;
	struct Local54 {
		int s;
		int add(int v) { s += v; return s; }
	};
	Local54 f55{5};
	int y56 = f55.add(sms53 & sizeof(int));
	count50 = (MAX2_4(sms53, 0x1d) - 0b1100l) - y56;
	sms53 <<= (y56 & 1) ? MOD8_3((short)sms53) : 7lu;
	std::pair<int, float> pr57 = std::make_pair(count50, 1.5f);
	auto [v58, lim59] = pr57;
	std::pair<int, float> pr60{v58, lim59};
	std::swap(pr57, pr60);
	v58 += std::move(pr60).first;
	bump11_kernel<<<(0x20), 0x20, 0>>>(v58, nullptr, &lim59, 17);
	pack19_kernel<<<BLOCK_SIZE_2 + (TILE_DIM_1 + (TILE_DIM_1 + (TILE_DIM_1 + 200))), 128, (1024)>>>(&lim59, nullptr);
	warp25<<<(count50 + 63) / 64, BLOCK_SIZE_2 + 32>>>((const unsigned long long*)nullptr, nullptr, nullptr);
	return 0;
}
