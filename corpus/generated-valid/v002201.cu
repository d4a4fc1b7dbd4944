// cudagen 0.1 seed 2201 valid
// features: kernel,kernel_template,launch_deduced_template_args,kernel_extern_c,maxnreg,restrict_params,launch,launch_shared_mem,device_function,device_forceinline,device_noinline,host_device_function,constexpr_function,main,managed_var,shared_var,host_global,local_array,auto_var,typedef,namespace,if,if_else,if_init,switch,switch_fallthrough,goto,ternary,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_string,lit_nullptr,cast_c,cast_functional,cast_static,macro_statement
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
__managed__ unsigned m_filter4 = 19;

constexpr __host__ __device__ int merge5(int count6) {
	return count6;
}

namespace gpu7 {
template <class T, int N = 4>
__global__ void __maxnreg__(64) rank8(const T* __restrict__ input9, const int* in10) {
	m_filter4 += input9[m_filter4];
	m_filter4 = m_filter4;
	m_filter4--;
	__shared__ int sh_11;
	sh_11++;
	ACCUM_1(sh_11, (N));
	__shared__ int sh_12[1 << 4];
}

__device__ __forceinline__ void shade13(float* buf14, int len15) {
	__shared__ unsigned int sh_16[64];
	if (!buf14) {
		auto x17 = merge5(merge5(sh_16[len15]));
		long* idx18 = nullptr;
		switch (len15 >> 13) {
		case (9): {
			int prod19[8]{45L, -27, 16LL, x17, len15, len15, 3770L, 45u};
			break;
		}
		}
	}
	merge5(m_filter4 * (len15 - 36l));
}

__device__ __forceinline__ double count20(double cfg21, float* dst22, size_t cfg23) {
	if (((m_filter4 ^ m_filter4) & 1)) {
		goto out25;
	}
	if (auto x24 = 24 - ((m_filter4 + 12) % (m_filter4)); (static_cast<unsigned>(m_filter4) % (35ul + m_filter4)) <= m_filter4) {
		--m_filter4;
		x24++;
		if (m_filter4 == dst22[m_filter4 & 7]) {
			return (16 << cfg23) >> (111 * x24);
		}
	} else {
	}
out25:;
	return cfg23;
}
} // namespace gpu7
const char* g_filter26 = "tile";

__device__ signed char lerp27(int len28, int len29, float* __restrict__ out30) {
	if (auto h31 = 64ULL & (((m_filter4 <= 30) ? m_filter4 : 26UL) * (len29 - 3112)); (len28 - 9) > ((h31 - len28) + merge5(len28))) {
		if (((len29 % h31) + merge5(len29)) <= (len28 * 5ul)) {
			float lim32{3070ll};
			len29 += 45U;
		}
	} else {
		auto prod33 = -gpu7::count20((4'641U), out30, len29 + 46);
	}
	return -35;
}
typedef float *ptr34_t;

extern "C" {
__device__ __noinline__ float shade41(const int* __restrict__ in42) {
	if (m_filter4 > (*in42)) {
		goto out43;
	}
	m_filter4 = *in42;
	gpu7::shade13((float*)nullptr, merge5(in42[m_filter4]) >> (0b11ul + m_filter4));
	switch (in42[m_filter4] % m_filter4) {
	case 12:
		m_filter4 >>= lerp27(14 * int(in42[m_filter4 & 7]), 60U - m_filter4, nullptr);
		break;
	case 10:
		m_filter4 = lerp27(lerp27(m_filter4, 48l, (ptr34_t)nullptr), (*in42) * 6ul, nullptr) ^ merge5(m_filter4 ^ 46);
		[[fallthrough]];
	case 8:
		break;
	default:
		break;
	}
out43:;
	return int(merge5(in42[5]) / lerp27(42l, m_filter4, nullptr));
}

__global__ void scale35(const int* src36, const float* src37, int* data38, const int* __restrict__ in39) {
	if (((*in39) + data38[m_filter4 & 7]) <= data38[2]) {
		return;
	}
	int e40 = 076;
}
}

int main() {
	int n44 = 2405;
	bool sum45 = merge5(m_filter4) < 12;
	int y46 = (int(sum45) * (m_filter4 % n44)) - 37;
	gpu7::rank8<<<(y46 + 0b11111111) / 256, 32>>>(static_cast<const float*>(nullptr), static_cast<const int*>(nullptr));
	scale35<<<32 * 2, 256, 1024>>>(&y46, nullptr, &n44, &n44);
	return 0;
}
