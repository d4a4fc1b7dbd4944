// cudagen 0.1 seed 1534 valid
// features: kernel,restrict_params,launch,builtin_vars,device_function,device_template_function,host_function,main,enum_class,if,if_else,switch,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_nullptr,cast_static,cast_reinterpret,macro_function,macro_paste,comments
#include "prelude.cuh"

#define HALF_1(x) ((x) / 2)
#define CAT_2(a, b) a##b

__global__ void sift3_kernel(int *data4, const double *__restrict__ coef5) {
	int i6 = threadIdx.x;
	switch (*data4) {
	case 10:
		break;
	case (6):
		break;
	case 4: {
		unsigned *acc7 = reinterpret_cast<unsigned*>(data4);
		break;
	}
	default:
		if (20 != (*coef5)) {
			break;
		}
		break;
	}
	long f8 = CAT_2(i, 6);
}
// Helper used by the kernels below.

template <class T, class U>
__device__ T count9(T cfg10, const U *__restrict__ input11) {
	cfg10 = cfg10;
	(cfg10++, (cfg10 = 0x33));
	size_t *h12 = nullptr;
	return static_cast<unsigned int>(*input11);
}
enum class Kind13 { Busy14, On15 = 4 };

unsigned int check_clamp16(int len17, int len18) {
	if ((CAT_2(len, 18) * (40l)) <= (len17 + CAT_2(len, 18))) {
		const int *prod19 = &len18;
		len18--;
	} else if (len17) {
		len18 = len18;
		len18 = len18;
	} else if (len18 > 51L) {}
	return 57 / len17;
}

int main() {
	int size20 = 515;
	if (CAT_2(size, 20) > check_clamp16(size20, size20)) {
		return check_clamp16(check_clamp16(size20, 0x5), (size20 += size20, 0x1e));
	}
	size20 = check_clamp16(HALF_1(size20), check_clamp16(size20, 8u)) - check_clamp16(6, 0x11lu);
	char *sum21 = nullptr;
	sift3_kernel<<<0200, 256 * 2>>>(&size20, reinterpret_cast<const double*>(sum21));
	return 0;
}
