// cudagen 0.1 seed 19 valid
// features: kernel,kernel_static,launch,launch_shared_mem,launch_stream,main,shared_var,extern_shared,enum_class,if,for,goto,static_assert,ternary,compound_assign,bitwise,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_function,macro_statement
#include "prelude.cuh"

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
enum class Phase3 : long { Add4, Red5 = 5, Busy6 };

static __global__ void weigh7(int stride8, double q9)
{
	extern __shared__ int dyn_10[];
	ACCUM_2(dyn_10[stride8], (static_cast<unsigned int>(stride8)));
	(++stride8, (stride8 |= ((dyn_10[5] >= dyn_10[stride8]) ? 0 : 56) % static_cast<short>('0')));
	static_assert(29 == 29, "tile must fit");
	stride8 = (4996 + stride8 + q9) * (dyn_10[stride8] += 23l, (44));
	float diff11 = 64 / dyn_10[stride8];
}

__global__ void blend12_kernel(const long* input13, double alpha14)
{
	int tmp15((int(sizeof(float))));
	if ((!input13) && (alpha14 < tmp15)) {
		goto skip20;
	}
	if ((tmp15 * (*input13)) >= (alpha14 - alpha14)) {
		for (int it16 = 0; it16 < tmp15; it16++) {
			for (int j17 = tmp15; j17 > 0; --j17) {
				Phase3 m18 = Phase3::Busy6;
				Phase3 off19 = Phase3::Red5;
				off19 = Phase3::Add4;
			}
		}
	}
skip20:;
}

int main()
{
	int len21 = 2930;
	weigh7<<<(len21 + 0x1f) / 0x20, 512, sizeof(int) * 256, nullptr>>>((int)len21, len21 + (len21 ? len21 : 0.5F));
	double z22 = (24.625f) + len21 + (len21 + (len21 % len21));
	if ((z22 <= z22) && (z22 > 59)) {
		return len21 - z22;
	}
	blend12_kernel<<<(len21 + 0b11111111) / 256, sizeof(int) * 64, 0, nullptr>>>(nullptr, 16.375);
	Phase3 val23 = Phase3::Busy6;
	return 0;
}
