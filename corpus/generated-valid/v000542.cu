// cudagen 0.1 seed 542 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,launch,launch_dim3,builtin_vars,main,shared_var,extern_shared,auto_var,for,goto,static_assert,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_char,lit_nullptr,macro_paste,macro_statement
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_2(a, b) a##b

__global__ void __launch_bounds__(64) weigh3(int len4, int count5, unsigned* acc6) {
	int tid7 = threadIdx.x;
	if ((count5 > len4) || (CAT_2(count, 5) != len4)) {
		goto out12;
	}
	for (int j8 = 0, j9 = 6; j8 < j9; (++j8, (--j9))) {
		for (int j10 = 0; j10 < len4; j10++) {
			auto u11 = ((23 * j9) - (len4 + threadIdx.y)) | blockIdx.z;
		}
	}
	static_assert((0b10011 * 3) == 071, "expected value");
out12:;
}

template <class T>
__global__ void __launch_bounds__(1 << 7) filter13(const T* src14, int n15) {
	extern __shared__ float dyn_16[];
	int idx17 = (blockIdx.x * blockDim.x) + threadIdx.x;
	auto sum18 = (51u % (idx17 & idx17)) + (n15 * idx17);
	ACCUM_1(n15, (dyn_16[threadIdx.x & 0b111]));
	(++n15, (n15 <<= 0b100));
	++dyn_16[5];
}

int main() {
	int count19 = 2705;
	for (int j20 = 0; j20 < count19; ++j20) {
		count19 += j20;
		++count19;
		count19 = count19 * (062l / j20);
	}
	(--count19, (count19 |= count19));
	weigh3<<<(count19 + 127) / 128, (256)>>>(((CAT_2(count, 19) < count19) || (count19 >= count19)) ? 'A' : (count19 / count19), 'a' - count19, nullptr);
	filter13<float><<<dim3((count19 + 255) / 256, 2 * 4, 64), 8 * 4>>>(nullptr, (011 + count19));
	return 0;
}
