// cudagen 0.1 seed 1613 valid
// features: kernel,kernel_static,maxnreg,launch,builtin_vars,host_function,main,constexpr_var,auto_var,const_local,enum,while,ternary,compound_assign,shift,incdec,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_string,lit_nullptr,cast_static,cast_reinterpret,macro_function,macro_statement,comments
#include "prelude.cuh"

#define HALF_1(x) ((x) / 2)
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

void run_merge3(double b4, double* data5, int stride6) {
	int y7 = 'a';
	int pass8 = 0;
	while (pass8 < 13) {
		long v9 = b4;
		v9 = (29 + (v9 ? v9 : b4)) * y7;
		++pass8;
	}
	float r10 = 22.875f + (pass8 / (8.625f * pass8));
	--y7;
}
enum Axis11 : long {
	FAST12,
	RED13,
	IDLE14,
	GREEN15,
	LOW16
};
// Returns the accumulated value.

static __global__ void __maxnreg__(64) update17_kernel(float* buf18, const float* in19) {
	int i20 = threadIdx.x;
	double val21 = 52;
	++buf18[5];
	--buf18[i20];
	++buf18[i20];
	val21 /= static_cast<float>(1.75F);
	buf18[7]++;
}

int run_split22(int stride23, const unsigned long* in24, int stride25) {
	auto off26 = 1041UL % (stride25 * 62);
	update17_kernel<<<1 << (GREEN15 + 5), 0x1 << 5>>>(nullptr, reinterpret_cast<const float*>(in24));
	update17_kernel<<<(off26 + 127) / 128, (512)>>>(static_cast<float*>(nullptr), static_cast<const float*>(nullptr));
	return ((in24[4] * in24[stride23]) << static_cast<int>(4)) + stride25;
}

int main() {
	int len27 = 2385;
	const int w28 = IDLE14;
	--len27;
	const char* mid29 = "\x41\102";
	return 0;
}
