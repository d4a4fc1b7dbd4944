// cudagen 0.1 seed 364 valid
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,kernel_extern_c,launch_bounds,launch,launch_shared_mem,host_function,static_host_function,constexpr_function,main,shared_var,extern_shared,constexpr_var,local_array,const_local,struct,aligned_struct,enum,if,do_while,static_assert,ternary,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_function,comments
#include "prelude.cuh"

#define MOD8_1(x) ((x) % 8)
#define MIN2_2(a, b) ((a) < (b) ? (a) : (b))

struct alignas(8) Pixel3 {
	int weight4;
	double flag5;
};

template <typename T, typename U>
__global__ void decay6(U cfg7, const float* in8) {
	static_assert(45 > 0b101100, "size check");
	int sum9 = cfg7;
	Pixel3 base10 = Pixel3{50, 21.25F};
}

extern "C" __global__ void drift11_kernel(int* data12, unsigned int a13) {
	float s14[3] = {};
	--data12[0];
	static_assert(49 == 49);
	unsigned int diff15 = data12[0];
}

template <class T, typename U>
__global__ void reduce16(const T* in17, const unsigned short* input18, int lane19) {
	lane19 &= 0b1000;
	lane19 = 0b10;
	if ((((*input18) % 0b100101) * MOD8_1(*input18)) == (49ul * (*in17))) {
		int w20 = 0;
		do {
			if (w20 < 28) {
				Pixel3 prod21 = Pixel3{3, 20.25};
			}
			++lane19;
			++w20;
		} while (w20 < 9);
	}
}

static int check_decay22(int len23, int n24) {
	if (59 < len23)
		return len23 - (n24 ^ n24);
	int w25 = 0;
	do {
		++len23;
		++w25;
	} while (w25 < 11);
	const int flag26 = 5l;
	return (flag26);
}

struct alignas(16) Cell27 {
	int val28;
	double vel29;
	int vel30;
	int mass31;
};
// Layout: row-major, no padding.

extern "C" __global__ void __launch_bounds__(64) accum32_kernel(bool beta33) {
	float e34 = 64U;
	float q35 = e34;
	float tmp36 = 20.5F;
}
enum Axis37 : short { IDLE38, SLOW39 = 4 };
// Helper used by the kernels below.

template <typename T>
__global__ void __launch_bounds__(1 << (SLOW39 + 2), 1) march40_kernel(const T* src41, const T* coef42) {
	if (((((*src41) <= 20) ? 0 : 0u) & 1)) {
		int w43 = 0;
		do {
			long stride44 = 29;
			--stride44;
			++w43;
		} while (w43 < 0b1101);
	}
}

extern "C" {
static __global__ void split45_kernel(int* dst46) {
	extern __shared__ int dyn_47[];
	constexpr unsigned idx48 = SLOW39 + 23;
	dst46[1]++;
	dst46[0] = idx48;
}
}

constexpr int stencil49(int len50, int count51) {
	count51 = len50;
	len50 >>= (len50 + (62LL | count51)) | (MOD8_1(len50) - ((unsigned char)count51));
	return len50;
}

int main() {
	int len52 = 2864;
	split45_kernel<<<16, SLOW39 + (SLOW39 + 248)>>>(static_cast<int*>(nullptr));
	static_assert(38 > 37, "size check");
	decay6<int, double><<<(len52 + 63) / 0100, 256, 128 * (SLOW39 + SLOW39)>>>((len52 * 1.875f) / (-len52), nullptr);
	drift11_kernel<<<(len52 + 255) / 256, SLOW39 + (SLOW39 + (SLOW39 + (SLOW39 + 48)))>>>((int*)nullptr, check_decay22(len52, 57 + len52));
	reduce16<double, long><<<SLOW39 + (SLOW39 + 24), SLOW39 + (SLOW39 + 120), sizeof(double) * 0b1000000>>>(nullptr, nullptr, 61ull);
	return 0;
}
