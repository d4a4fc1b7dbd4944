// cudagen 0.1 seed 1492 valid
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,launch_deduced_template_args,launch,launch_dim3,launch_shared_mem,launch_stream,host_function,main,constant_var,managed_var,shared_var,constexpr_var,if,for,pragma_unroll,goto,ternary,bitwise,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,sizeof,macro_function,macro_statement
#include "prelude.cuh"

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

template <class T, int N = 7>
__global__ void bump3(T a4) {
	a4++;
	#pragma unroll 4
	for (int j5 = 10; j5 > 0; --j5) {
		a4--;
		unsigned base6{1};
	}
}
__constant__ unsigned short c_drift7 = 1509ul;
constexpr int LANES8 = 256;

static __global__ void decay9(int *buf10, const char *src11) {
	if (((*src11) * (*src11)) == 42) {
		goto finish14;
	}
	if (!src11) {
		--(*buf10);
	}
	buf10[c_drift7] = 28;
	#pragma unroll 8
	for (int j12 = 0; j12 < 0b110; ++j12) {
		__shared__ long long sh_13[256];
		sh_13[216]++;
	}
finish14:;
}

template <typename T, int N>
__global__ void update15_kernel(T *buf16, int *buf17) {
	buf16[3] = ((unsigned char)48l) % ((c_drift7 <= c_drift7) ? ((long)35) : LANES8);
	signed char cnt18 = (buf16[c_drift7 & 7] += 19.25, 55UL);
}
__managed__ int m_reduce19 = (21);

__global__ void decay20(int count21) {
	for (int j22 = 10; j22 > 0; --j22) {
		m_reduce19 = (LANES8 & m_reduce19) / (c_drift7 - unsigned(count21));
	}
	m_reduce19 = 24 >> m_reduce19;
	unsigned sum23(m_reduce19);
	for (int n24 = 0, j25 = 4; n24 < j25; (++n24, (--j25))) {
		constexpr unsigned int m26 = 734;
		__shared__ float sh_27[32];
	}
}

signed char check_combine28(int count29, int n30, float *dst31) {
	dst31[3] = TWICE_PLUS_1(count29, m_reduce19);
	unsigned long m32(sizeof(int));
	return TWICE_PLUS_1((m32) / LANES8, n30 ^ count29);
}

int main() {
	int count33 = 3873;
	decay20<<<(count33 + 255) / 256, (0b1000000)>>>((long)int(m_reduce19));
	m_reduce19--;
	bump3<<<dim3(1 << 7, (m_reduce19 + 127) / 128, (128)), sizeof(float) * 0b100000, 0, nullptr>>>(7L);
	decay9<<<dim3((64), (LANES8), (count33 + 127) / 128), (LANES8)>>>(&count33, nullptr);
	update15_kernel<int, 0b10><<<(m_reduce19 + 127) / 128, 0b1 << 7>>>(&m_reduce19, nullptr);
	return 0;
}
