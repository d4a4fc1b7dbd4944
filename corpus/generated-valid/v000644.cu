// cudagen 0.1 seed 644 valid
// features: kernel,kernel_static,launch_bounds,maxnreg,launch,launch_shared_mem,builtin_vars,main,shared_var,local_array,enum_class,if,if_else,if_init,do_while,compound_assign,bitwise,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_paste
#include "prelude.cuh"

#define CAT_1(a, b) a##b
enum class Axis2 : long { Low3, Low4, Add5 };

static __global__ void __maxnreg__(64) stencil6(long* out7, float b8, float beta9, const int* in10) {
	if (in10[7] < ((*in10) / out7[blockDim.x])) {
		b8 /= b8;
	} else {
		out7[blockDim.y] = CAT_1(beta, 9);
	}
	__shared__ double sh_11;
	unsigned t12 = ((sh_11) / (*in10)) - ((-beta9) + (0x1fl * b8));
	__shared__ unsigned sh_13[0x80];
}

__global__ void __launch_bounds__(64, 3) warp14_kernel(const char* src15) {
	int gid16 = (blockIdx.x * blockDim.x) + threadIdx.x;
	size_t e17 = ~src15[gid16 & 7];
	(++e17, (e17 += src15[0]));
	if (!(src15[e17 & 0x7] > (blockDim.x - u8' '))) {
		if ((src15[0x7] + e17) > gid16) {
			return;
		}
		e17 = blockIdx.x;
	}
	unsigned idx18[4]{64lu, static_cast<unsigned int>(698l), 'a', static_cast<unsigned int>(src15[0x6])};
	double sum19 = (+(0x39 - idx18[blockDim.x])) / (gid16 | (~threadIdx.x));
}

int main() {
	int n20 = 956;
	n20 = (n20 / (n20 += 41, n20)) - n20;
	if (double w21 = 4.75F; 45lu < w21) {
		int e22 = (n20 * w21);
		int pass23 = 0;
		do {
			if (w21 <= n20) {
				continue;
			}
			float acc24[2] = {float(12.5f - n20)};
			++pass23;
		} while (pass23 < e22);
	}
	stencil6<<<0x200, 128, 0>>>((long*)nullptr, CAT_1(n, 20), (n20 += n20, (16lu & n20)), &n20);
	warp14_kernel<<<2, (512), sizeof(float) * 0x80>>>(nullptr);
	return 0x0;
}
