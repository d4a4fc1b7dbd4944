// cudagen 0.1 seed 94 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,launch,launch_dim3,launch_shared_mem,host_function,main,shared_var,static_shared,constexpr_var,auto_var,typedef,if,if_else,switch,ternary,compound_assign,bitwise,shift,comparison,pointer_arith,address_of,array_index,lit_int_suffix,lit_char,lit_char_prefix,lit_nullptr,cast_functional,sizeof,lambda,lambda_capture_ref,lambda_launch,macro_paste,macro_statement
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_2(a, b) a##b

template <typename T, int N = 5>
__global__ void __launch_bounds__(128, 1) merge3_kernel(T alpha4, const int *in5) {
	if (*in5) {
		return;
	}
	alpha4 /= ((*in5) % ((!in5) ? N : 4655)) + ((alpha4 == (*in5)) ? N : U'0');
	if (in5 == nullptr) {
		double f6(N + CAT_2(alpha, 4));
	}
	float flag7(2415);
}

__global__ void __launch_bounds__(64, 1) weigh8_kernel(int *data9) {
	switch (data9[4] * data9[1]) {
	case 1:
		break;
	case 12:
		switch ((*data9)) {
		case 5 * 2:
			data9[1] ^= ((data9[5] - data9[4]) == data9[5]) ? ((3 + data9[6]) >> (1837L * (*data9))) : (data9[6] >> ((*data9) + data9[2]));
			ACCUM_1(data9[3], (34 * (data9[5] / (57l + data9[2]))));
			break;
		}
		break;
	default:
		break;
	}
}

__global__ void accum10_kernel(int n11, char q12) {
	static __shared__ unsigned int sh_13[8];
	__shared__ float sh_14[8];
	auto res15 = q12;
}

template <typename T, int N>
__global__ void bump16_kernel(T b17) {
	if (((b17 > N) ? N : N) != 25) {
		return;
	}
	b17 *= 59 >> ((T(b17) < 8ul) ? 2463 : N);
}
typedef signed char *ptr18_t;

void run_pivot19(float cfg20) {
	auto step23 = [&](unsigned long long off21, short int s22) {
		accum10_kernel<<<sizeof(unsigned int) * 16, dim3(4, (512)), sizeof(unsigned int) * 256>>>(CAT_2(off, 21), cfg20);
	};
	step23(cfg20, cfg20);
	bump16_kernel<unsigned int, 1><<<dim3(512), (512), sizeof(int) * 128>>>(cfg20);
	bool prod24 = ((12 > cfg20) ? (cfg20 + cfg20) : cfg20) <= (0 - cfg20);
	float lim25 = CAT_2(prod, 24);
	lim25 *= ((51ul / lim25) - (32 >> CAT_2(prod, 24)));
}

int main() {
	int size26 = 3494;
	if ((size26 >> size26) <= size26) {
		size26 = 59l;
		switch (CAT_2(size, 26) + size26) {
		case 5:
			break;
		case 2 * 5: {
			float e27 = size26;
			size26 = int(CAT_2(size, 26));
			break;
		}
		case 2:
			break;
		case 11:
			break;
		default:
			break;
		}
	} else {
	}
	merge3_kernel<int, 1><<<dim3((size26 + 31) / 32), 256 * 2, 0>>>(25LL >> size26, &size26);
	weigh8_kernel<<<64, 1 << 6>>>(&size26);
	return 0;
}
