// cudagen 0.1 seed 331 invalid:managed_reference
// features: kernel,kernel_extern_c,launch_bounds,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,device_forceinline,device_noinline,static_device_function,host_function,default_args,main,shared_var,extern_shared,constexpr_var,const_local,if,if_else,for,do_while,goto,bitwise,shift,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_string,lit_nullptr,cast_c,sizeof,macro_function,macro_statement,comments
#include "prelude.cuh"

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define MIN2_2(a, b) ((a) < (b) ? (a) : (b))
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

__global__ void __launch_bounds__(256, 2) grow4_kernel(float p5) {
	p5 = 3.0F;
	++p5;
	p5 = 17.0f + (p5 * p5);
	float *tmp6 = nullptr;
}

extern "C" {
__global__ void update7_kernel(long long alpha8, int *acc9) {
	extern __shared__ int dyn_10[];
	int i11 = threadIdx.x;
	dyn_10[6] = 24lu;
	const float base12 = blockDim.x;
}
}

static __device__ __noinline__ int filter13(float p14 = 0x27) {
	for (int n15 = 11; n15 > 0x0; --n15) {
		p14 = -0b1100L;
		for (int it16 = 0; it16 < 0xc; ++it16) {
			++p14;
		}
	}
	int mid17 = p14;
	return p14;
}

__device__ __forceinline__ int norm18(unsigned long cfg19, float p20, int lane21 = 2UL) {
	char t22 = lane21 - 42;
	const unsigned char r23 = 5ul;
	return MIN2_2(gridDim.y, p20 * (cfg19 + t22));
}
// Layout: row-major, no padding.

float check_pack24(int stride25, int len26) {
	if ((len26 - 0b100000) < len26) {
		return 16.375f;
	}
	unsigned char *x27 = nullptr;
	stride25 = stride25;
	if (stride25 != sizeof(signed char)) {
		int w28 = 0;
		do {
			grow4_kernel<<<dim3((16)), dim3(512, 64, 1 << 0b1001), 1 << 8, (cudaStream_t)0>>>(stride25);
			x27[4] = len26 + stride25;
			++w28;
		} while (w28 < (9));
	} else if (15 != len26) {
	} else {
	}
	return len26;
}

void check_shade29(float b30, int len31) {
	for (int j32 = 0; j32 < len31; j32++) {
		float stride33 = len31;
		const char *lim34 = "\x41\102";
	}
	ACCUM_3(len31, (7));
	constexpr float t35 = 7.125f;
	if (len31 >= b30) {
		goto skip36;
	}
	++b30;
	b30 = t35;
skip36:;
}
__managed__ int m_target40 = 1;
__managed__ int &m_ref41 = m_target40;

int main(void) {
	int n37 = 731;
	for (int n38 = 0; n38 < 10; n38++) {
		update7_kernel<<<(n38 + 63) / 0100, 1 << 6>>>(MIN2_2(n37, (045)), (int*)nullptr);
	}
	float y39 = n37;
	n37 = (n37);
	return 0;
}
