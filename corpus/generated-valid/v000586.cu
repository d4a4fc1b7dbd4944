// cudagen 0.1 seed 586 valid
// features: kernel,restrict_params,launch,launch_shared_mem,host_function,static_host_function,constexpr_function,main,host_global,constexpr_var,auto_var,struct,namespace,if,for,static_assert,ternary,compound_assign,bitwise,logical,comparison,incdec,comma,pointer_arith,address_of,member_access,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_hex_float,lit_nullptr,cast_c,cast_functional,cast_static,cast_reinterpret,sizeof,lambda,lambda_generic,macro_object,macro_function
#include "prelude.cuh"

#define RADIUS_1 8
#define MAX2_2(a, b) ((a) > (b) ? (a) : (b))

struct Particle3 {
	unsigned int count4;
	int y5;
	float id6;
};

__global__ void shade7(Particle3 beta8, float *__restrict__ dst9, float *__restrict__ acc10) {
	if ((acc10[5] > beta8.id6) && ((*dst9) > (*acc10))) {
		return;
	}
	constexpr float x11 = -6.25f;
}

constexpr int run_merge12(int n13, unsigned short q14) {
	n13 = (RADIUS_1 + (q14 * 43)) - 0b111000ull;
	n13 += MAX2_2(MAX2_2(q14, 8) - float(n13), 27 * n13 * ((q14 != RADIUS_1) ? q14 : n13));
	return MAX2_2(q14 + RADIUS_1, RADIUS_1 * n13) * (n13 + 8);
}
static_assert(22 == 026);
int g_stencil15 = 0100;

constexpr int host_update16(int len17) {
	len17 &= 34;
	return 56 * (len17);
}

namespace impl18 {
constexpr __host__ int host_relax19(int n20) {
	auto y21 = MAX2_2(-n20, MAX2_2(n20, n20)) * (45u);
	float off22 = 3.f;
	return 9u;
}

constexpr int check_warp23(int stride24) {
	return impl18::host_relax19(stride24 - int(RADIUS_1));
}

void check_spread25(unsigned cfg26) {
	g_stencil15 += host_update16(impl18::host_relax19(cfg26));
	host_update16((12 >= run_merge12(g_stencil15, cfg26)) ? (g_stencil15 - 26) : RADIUS_1);
}
} // namespace impl18

static int run_count27(short int b28, int *__restrict__ acc29, int count30) {
	Particle3 mid31{unsigned(count30), 054, static_cast<float>(run_merge12(g_stencil15, RADIUS_1))};
	if (mid31.y5 < count30) {
		return mid31.y5;
	}
	shade7<<<2, (RADIUS_1 + (RADIUS_1 + (RADIUS_1 + RADIUS_1))) * 0b100, sizeof(double) * 0200>>>(Particle3{066, 31, 0x1p0f}, nullptr, reinterpret_cast<float*>(acc29));
	Particle3 sum32 = mid31;
	if (count30 < host_update16(mid31.id6)) {
		return ((!acc29) || (count30 > 33U)) ? ((int)count30) : 1;
	}
	return host_update16(sum32.id6 + (acc29[6] + count30));
}

int main() {
	int n33 = 50;
	Particle3 r34 = Particle3{static_cast<unsigned>(g_stencil15), static_cast<int>(30), 47};
	if (!(n33 < g_stencil15)) {
		return g_stencil15;
	}
	for (int n35 = 0, j36 = 15; n35 < j36; (++n35, (--j36))) {
		auto step39 = [](auto w37) {
			int q38 = w37;
			(--q38, (w37 = (long long)5u));
			return w37 * 2;
		};
	}
	n33 = ((run_count27(1636, &g_stencil15, sizeof(Particle3)) >= g_stencil15) && (9 <= host_update16(n33))) ? n33 : run_count27(044U - r34.y5, &g_stencil15, (r34.id6 += 073L, RADIUS_1));
	unsigned char x40 = n33;
	return 0;
}
