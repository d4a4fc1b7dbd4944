// cudagen 0.1 seed 1135 valid
// features: kernel,restrict_params,launch,launch_shared_mem,launch_stream,host_device_function,host_function,constexpr_function,main,shared_var,extern_shared,host_global,constexpr_var,const_local,typedef,using_alias,namespace,nested_namespace,if,for,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_object,macro_paste,macro_statement,pp_undef,comments
#include "prelude.cuh"

#define WARPS_1 128
#define RADIUS_2 4
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define CAT_6(a, b) a##b
#undef WARPS_1
#define WARPS_1 12

__global__ void update7(float p8) {
	extern __shared__ double dyn_9[];
	p8 = WARPS_1;
	int tmp10 = 2078L - p8;
}

__host__ __device__ float blend11(const long long *input12) {
	for (int n13 = 2; n13 > 0; --n13) {
		if ((input12[n13 & 7] > (input12[6] * 51l)) && ((n13) <= WARPS_1)) {
			long cnt14 = ((WARPS_1 + (*input12)) & n13) * 38l;
			int diff15 = WARPS_1;
		}
	}
	return (44);
}

namespace img16 {
__global__ void clamp17_kernel(int *__restrict__ dst18, int *__restrict__ acc19, int stride20) {
	acc19[stride20 & 7]++;
	(*acc19) <<= 1;
}
unsigned int g_relax21[] = {52, 50, 51, 24, ' ', 64};
} // namespace img16
double g_relax22[] = {23.5, -21.875, 'a', 60};
// Helper used by the kernels below.

constexpr __host__ __device__ int pivot23(int len24) {
	return WARPS_1 + len24;
}

namespace img25::sub26 {
__global__ void split27_kernel(unsigned int *__restrict__ acc28) {
	extern __shared__ double dyn_29[];
	dyn_29[0] = dyn_29[3];
	__shared__ int sh_30;
	if (dyn_29[2] <= (sh_30 * (*acc28))) {
		return;
	}
	sh_30 ^= short(pivot23(dyn_29[sh_30 & 7])) * ((*acc28) + sh_30 + ((*acc28) | 2));
	acc28[sh_30 & 7] -= blend11(nullptr);
}
typedef unsigned int idx31_t;
using ptr32_t = float*;
} // namespace img25::sub26

namespace impl33::sub34 {
__global__ void fuse35(unsigned int *out36, int *__restrict__ buf37, unsigned int *acc38) {
	buf37[6] += *out36;
	const float z39 = +((acc38[6]));
}
} // namespace impl33::sub34

unsigned int shade40(int stride41, int len42, int lane43) {
	blend11(nullptr);
	for (int it44 = WARPS_1; it44 > 0; --it44) {
		cudaStream_t w45 = (cudaStream_t)0;
		for (int it46 = 0; it46 < it44; it46 += 1) {
			double mid47 = pivot23(static_cast<long long>((unsigned int)CAT_6(lane, 43)));
			const long long res48 = blend11(nullptr);
		}
	}
	return pivot23((img16::g_relax21[stride41] | 24) - (stride41 += RADIUS_2, stride41));
}

int main() {
	int n49 = 680;
	update7<<<16, RADIUS_2 + 60>>>((img16::g_relax21[0] += img16::g_relax21[2], (n49 + 5)));
	for (int j50 = 0; j50 < 3; j50++) {
		--g_relax22[j50];
		img16::clamp17_kernel<<<(j50 + 63) / 64, 64 * (RADIUS_2 + 4), 1024, nullptr>>>(nullptr, &n49, (WARPS_1));
	}
	img25::sub26::idx31_t res51 = 35;
	img25::sub26::split27_kernel<<<1 << (RADIUS_2 + 3), RADIUS_2 + (RADIUS_2 + (WARPS_1 + 108))>>>(&res51);
	impl33::sub34::fuse35<<<sizeof(float) * (WARPS_1 + (WARPS_1 + (RADIUS_2 + 100))), 1 << 6>>>(&res51, &n49, &res51);
	return 0;
}
