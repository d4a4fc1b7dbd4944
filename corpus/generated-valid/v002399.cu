// cudagen 0.1 seed 2399 valid
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,host_device_function,device_template_function,host_function,constexpr_function,main,device_var,shared_var,extern_shared,constexpr_var,struct,aligned_struct,namespace,if,if_else,if_init,for,while,ternary,compound_assign,bitwise,comparison,pointer_arith,member_access,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_functional,cast_static,sizeof,lambda,lambda_capture_value,macro_object,pp_ifdef,pp_undef
#include "prelude.cuh"

#define RADIUS_1 16
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define USE_FAST_PATH_4

#ifndef USE_FAST_PATH_4
#define TUNE_5 15
#else
#define TUNE_5 47
#endif
#undef TUNE_5
#define TUNE_5 48

template <typename T>
__host__ __device__ T pack6(T b7) {
	if (unsigned int cnt8(61); cnt8 != b7) {
		int pass9 = 0;
		while (pass9 < pass9) {
			for (int n10 = 0x0; n10 < pass9; ++n10) {
				b7 += 0x17;
				long long h11 = 59;
				b7 += TUNE_5;
			}
			++pass9;
		}
	}
	return 11.875;
}
__device__ int d_sweep12 = 0xb;

struct __align__(8) Bounds13 {
	int id14;
	float id15;
	float z16;
};

namespace kern17 {
int check_stencil18(int *acc19) {
	if (double lim20 = ((*acc19) * acc19[1]) & 48ul; (*acc19) * (*acc19)) {
		for (int it21 = 0x5; it21 > 0; --it21) {
			acc19[1] ^= 036;
			size_t z22 = (9 - lim20) / (02155u % it21);
		}
		acc19[4] |= acc19[0];
	}
	return (*acc19) - (+pack6(static_cast<float>(23U)));
}

__global__ void decay23_kernel(long long *__restrict__ out24, int lane25, int count26) {
	count26 ^= static_cast<unsigned int>(count26) - count26;
	count26 = 8;
	bool res27 = static_cast<unsigned char>(out24[count26] | 2806ll) == 42;
}

template <class T, class U>
__global__ void clamp28_kernel(const U *src29) {
	extern __shared__ long dyn_30[];
	if (sizeof(Bounds13) <= (dyn_30[d_sweep12 & 0b111] * d_sweep12)) {
		return;
	}
	if (src29[d_sweep12 & 7] <= ((d_sweep12 > (*src29)) ? src29[1] : (d_sweep12 * dyn_30[1]))) {
		unsigned int s31 = -pack6<float>(-d_sweep12);
		dyn_30[d_sweep12] %= 0xaL;
	} else if (pack6(T(pack6<U>(TUNE_5))) != 0x24) {
		pack6<U>(22.125f);
	}
}
} // namespace kern17

constexpr int check_apply32(int stride33) {
	return 17 / (+((stride33 > 27) ? 4709L : stride33));
}

int main() {
	int count34 = 3908;
	auto lam38 = [=](int v35, int lo36) {
		int w37 = 0;
		while (w37 < lo36) {
			if (lo36 < count34) {
				continue;
			}
			v35 *= count34 + lo36 + 071l;
			++w37;
		}
	};
	lam38(count34, TUNE_5);
	Bounds13 q39 = Bounds13{-39, 6.75f, float(count34)};
	count34 %= 6;
	kern17::decay23_kernel<<<(count34 + 127) / 128, sizeof(unsigned int) * 8>>>(nullptr, TUNE_5 + q39.id14 + (sizeof(long long)), q39.id14);
	kern17::clamp28_kernel<unsigned int, unsigned int><<<(count34 + 0b1111111) / 128, (RADIUS_1 + RADIUS_1)>>>(nullptr);
	return 0;
}
