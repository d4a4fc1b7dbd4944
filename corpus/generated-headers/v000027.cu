// cudagen 0.2 seed 27 valid headers
// features: kernel,kernel_static,launch_bounds,launch,launch_shared_mem,device_function,device_noinline,host_function,constexpr_function,main,device_array,shared_var,static_shared,constexpr_var,local_array,enum,anon_namespace,if,for,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,lit_int_binary,lit_int_suffix,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,lambda,lambda_launch,macro_function,macro_paste,macro_statement,pp_ifdef,pp_if,pp_undef,enum_underlying,structured_binding,hdr_vector,hdr_utility
#include <cuda_runtime.h>
#include <vector>
#include <cstdio>
#include <utility>

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define MOD8_2(x) ((x) % 8)
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define CAT_6(a, b) a##b

#ifdef USE_FAST_PATH_7
#define TUNE_8 1
#else
#define TUNE_8 41
#endif

#if TUNE_8 > 99
#define CONFIG_9 2
#else
#define CONFIG_9 24
#endif
#undef TUNE_8
#define TUNE_8 8

static __global__ void __launch_bounds__((CONFIG_9 + (TUNE_8 + 96)), 2) tile10(long *out11, const double *src12) {
	(*out11) -= *out11;
	if ((src12[5] - src12[7]) < 34)
		return;
}
__device__ int d_lerp13[16];

namespace {
__device__ __noinline__ void warp14(int len15, int lane16, double alpha17) {
	d_lerp13[len15] %= d_lerp13[0b100] - 3;
	unsigned int w18[2]{36, static_cast<unsigned>(445ll)};
	(void)w18;
}
enum Color19 : long { HIGH20, IDLE21 = 5 };

__global__ void lerp22(long *acc23, unsigned int *data24, int count25, const size_t *src26) {
	for (int n27 = 0, j28 = 16; n27 < j28; (++n27, (--j28))) {
		__shared__ float sh_29[1 << 5];
		int z30(+(sh_29[n27]));
		(void)z30;
		if (acc23 != nullptr)
			return;
	}
	static __shared__ int sh_31[8];
	(void)sh_31;
}
} // namespace

constexpr int run_smooth32(int count33) {
	count33 = (CAT_6(count, 33));
	(count33--, (count33 |= count33 + u8'#'));
	return count33;
}

int main(void) {
	int count34 = 2305;
	std::pair<int, float> pr35 = std::make_pair(count34, 1.5f);
	auto [r36, r37] = pr35;
	std::pair<int, float> pr38{r36, r37};
	std::swap(pr35, pr38);
	r36 += std::move(pr38).first;
	auto fn39 = []() {
		tile10<<<32, 1 << (TUNE_8 + 0b1), sizeof(int) * 32>>>(nullptr, static_cast<const double*>(nullptr));
	};
	fn39();
	int y40[4] = {};
	(void)y40;
	double *lo41 = (double*)nullptr;
	(void)lo41;
	std::vector<int> vec42(static_cast<size_t>(r36) % 64 + 1);
	vec42.push_back(static_cast<int>(1));
	vec42[0] = static_cast<int>(r36);
	int *ptr43 = vec42.data();
	int count44 = static_cast<int>(vec42.size());
	(void)count44;
	lerp22<<<IDLE21 + 3, TUNE_8 + (IDLE21 + (TUNE_8 + 11))>>>(reinterpret_cast<long*>(ptr43), static_cast<unsigned*>(nullptr), 17L, reinterpret_cast<const size_t*>(ptr43));
	return 0;
}
