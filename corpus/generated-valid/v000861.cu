// cudagen 0.1 seed 861 valid
// features: kernel,kernel_extern_c,restrict_params,launch,launch_shared_mem,host_device_function,host_function,main,constant_var,shared_var,host_global,constexpr_var,auto_var,enum_class,using_alias,anon_namespace,if,if_else,for,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_octal,lit_int_suffix,lit_digit_separator,lit_float,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,alignof,macro_function,macro_statement,pp_ifdef
#include "prelude.cuh"

#define SQR_1(x) ((x) * (x))
#define ADD3_2(a, b, c) ((a) + (b) + (c))
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

#ifdef USE_FAST_PATH_4
#define TUNE_5 6
#else
#define TUNE_5 37
#endif
unsigned int g_pivot6 = 61;
using real7_t = float;

__host__ __device__ void rank8(real7_t *acc9, const int *__restrict__ in10) {
	acc9[0] /= acc9[4];
	acc9[2] = ADD3_2(*acc9, ((*in10) * in10[1]) + 7UL, (in10[5] + 43) * 011l);
	if (!in10) {
		return;
	}
	for (int i11 = 6; i11 > 0; --i11) {
		constexpr double m12 = 1.5;
		--acc9[i11 & 7];
	}
}

__global__ void probe13_kernel(int len14, unsigned long *__restrict__ buf15, real7_t *__restrict__ buf16, double *acc17) {
	if ((len14 << (*buf15)) > TUNE_5) {
		return;
	}
	for (int j18 = 5; j18 > 0; --j18) {
		float sum19 = ~((j18 & 50) + buf15[j18]);
	}
	if (!(((*acc17) == len14) && (*buf15))) {
		rank8(reinterpret_cast<float*>(acc17), nullptr);
		if (len14 >= 24) {
			return;
		}
	}
}
enum class Phase20 : unsigned char { Low21 = 2, On22 = 7, High23 };

__host__ __device__ double clamp24(real7_t alpha25, real7_t alpha26) {
	alpha26 = alpha26;
	alpha25 = 47ul;
	auto lim27 = SQR_1(alpha26);
	for (int n28 = 0; n28 < (8); n28 += 3) {
		alpha26 += static_cast<double>(ADD3_2(lim27 - sizeof(unsigned long long), n28 | 7, 9));
	}
	ACCUM_3(lim27, (alpha26));
	return (int)((long long)alignof(char));
}

extern "C" __global__ void accum29(int lane30, short *acc31) {
	for (int i32 = 0; i32 < 5; ++i32) {
		Phase20 v33 = Phase20::Low21;
		if (clamp24(lane30, 64) > i32) {
			continue;
		}
	}
	__shared__ float sh_34[1 << 5];
	sh_34[20] = 58;
	if ((3UL <= acc31[4]) && (!acc31)) {
		return;
	}
	rank8(sh_34, &lane30);
}

namespace {
__constant__ float c_tile35 = 58ul;
} // namespace

void run_apply36(Phase20 b37, unsigned int b38) {
	g_pivot6 = static_cast<float>(18 % g_pivot6) * (g_pivot6 + (29 + b38));
	auto idx39 = (double)clamp24(clamp24(TUNE_5, g_pivot6), b38);
	if (b38 == ADD3_2(b38, sizeof(unsigned char), b38)) {
		b37 = Phase20::Low21;
	}
	if (b38 - 39) {
		return;
	}
	unsigned short x40 = idx39;
}

int main() {
	int len41 = 3961;
	constexpr real7_t mid42 = 19.0F;
	g_pivot6 = ADD3_2(ADD3_2(len41, 6, 041), g_pivot6, mid42 + len41);
	if (len41 <= ADD3_2(len41, 37, len41)) {
		g_pivot6 |= 862l + len41;
		constexpr int m43 = 7;
		len41 = ADD3_2(g_pivot6, 2U - (len41 + len41), 3);
	} else if (!((len41) <= 40)) {}
	probe13_kernel<<<(len41 + 31) / 32, 32>>>(g_pivot6, nullptr, (float*)nullptr, static_cast<double*>(nullptr));
	accum29<<<(g_pivot6 + 255) / 256, 32, sizeof(int) * 128>>>(37U ^ g_pivot6, nullptr);
	return 0;
}
