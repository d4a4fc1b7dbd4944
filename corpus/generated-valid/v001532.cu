// cudagen 0.1 seed 1532 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_dim3,main,constant_array,local_array,struct,class_private,if,goto,compound_assign,shift,comparison,incdec,pointer_arith,array_index,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,macro_object,macro_statement,pp_undef
#include "prelude.cuh"

#define NUM_ITERS_1 256
#define NUM_ITERS_2 8
#define NUM_ITERS_3 8
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#undef NUM_ITERS_3
#define NUM_ITERS_3 2
__constant__ double c_shade5[8] = {'\n', 9.75f, 55U, '\x41', 15.875, 15.125f, 1.125, ' '};

template <class T, typename U>
__global__ void smooth6(T *acc7) {
	acc7[0] = 12.875;
	if ((c_shade5[7] * (*acc7)) < 64) {
		goto finish8;
	}
	acc7[0] += acc7[6];
	(*acc7) = c_shade5[5] - (c_shade5[2] - c_shade5[5]);
	if ((*acc7) == c_shade5[0]) {
		return;
	}
finish8:;
}

class Acc9 {
	double hi10;
	int vel11;
	int sum12;
public:
	__host__ __device__ Acc9(double c13, int a14, int b15) : hi10(c13), vel11(a14), sum12(b15) {}
	__host__ __device__ int apply16(int q17) const {
		q17 += 54ll;
		return q17;
	}
};

int main() {
	int count18 = 1016;
	count18++;
	int e19[3] = {};
	smooth6<double, int><<<dim3((count18 + 255) / 256, 1 << (NUM_ITERS_3 + (NUM_ITERS_3 + (NUM_ITERS_3 + 1))), (count18 + 255) / 256), NUM_ITERS_2 + (NUM_ITERS_2 + 48)>>>(nullptr);
	return 0;
}
