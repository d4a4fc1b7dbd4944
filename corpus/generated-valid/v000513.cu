// cudagen 0.1 seed 513 valid
// features: kernel,grid_constant,launch,launch_dim3,launch_shared_mem,host_function,main,shared_var,host_global,constexpr_var,local_array,struct,struct_template,enum,if,for,pragma_unroll,ternary,bitwise,shift,comparison,pointer_arith,member_access,array_index,method_call,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,comments
#include "prelude.cuh"

double g_apply1[] = {19.375f, 24};

template <typename T>
struct Particle2 {
	T mass3;
	int vel4;
	__host__ __device__ T scale5(T val6) const {
		return 21.25;
	}
};
constexpr int STEPS7 = 5;
// Helper used by the kernels below.

struct Cell8 {
	long w9;
	long mass10;
	int y11;
	unsigned flag12;
};
// Layout: row-major, no padding.

__global__ void count13_kernel(int *dst14, const float *coef15, __grid_constant__ const Particle2<int> beta16, double q17) {
	dst14[1] = 2905lu;
	#pragma unroll
	for (int n18 = 0; n18 < 013; ++n18) {
		__shared__ int sh_19;
		dst14[n18] = beta16.scale5(+sh_19) + 3;
	}
	if (((unsigned int)dst14[4]) < dst14[2]) {
		return;
	}
	int stride20 = (!coef15) ? dst14[2] : (beta16.scale5(27) % beta16.scale5(STEPS7));
}
enum Mode21 {
	BUSY22,
	BUSY23,
	ADD24,
	HIGH25 = 7,
	GREEN26
};

__global__ void shade27(unsigned a28, __grid_constant__ const Particle2<float> a29) {
	float cnt30[4] = {static_cast<float>(STEPS7), 11.5f};
	if (a29.scale5(43) >= a28) {
		return;
	}
	a28 = a29.mass3 + cnt30[0];
	cnt30[3] = (19.0F * a28) + cnt30[a28] + sizeof(float);
	a28 = a29.scale5(STEPS7);
	int idx31 = (cnt30[a28]);
}

__host__ int host_drift32(Mode21 alpha33) {
	count13_kernel<<<dim3(512, (32)), dim3((GREEN26 + 56)), sizeof(int) * 32>>>(nullptr, nullptr, Particle2<int>{STEPS7, 52l}, STEPS7);
	g_apply1[0] = HIGH25;
	return (alpha33 + STEPS7) & 59l;
}

int main(void) {
	int n34 = 579;
	for (int it35 = 0; it35 < n34; ++it35) {
		constexpr int base36 = 41;
		Mode21 base37 = ADD24;
		n34 = (n34 != (2573 * g_apply1[1])) ? (((n34 <= g_apply1[1]) ? 12UL : HIGH25) - g_apply1[it35 & 1]) : ((base37 != GREEN26) ? STEPS7 : 3);
	}
	shade27<<<dim3(1 << ADD24, sizeof(float) * 128, (64)), dim3(1 << 8), STEPS7 + 1019>>>(STEPS7, Particle2<float>{3.5F, 15});
	return 0;
}
