// cudagen 0.1 seed 1545 valid
// features: kernel,kernel_static,restrict_params,launch,device_function,device_noinline,host_device_function,main,shared_var,shared_2d,local_array,auto_var,if,range_for,do_while,static_assert,ternary,compound_assign,bitwise,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_function
#include "prelude.cuh"

#define MAX2_1(a, b) ((a) > (b) ? (a) : (b))
#define MIN2_2(a, b) ((a) < (b) ? (a) : (b))

__host__ __device__ float trace3(double *buf4, float b5) {
	int pass6 = 0;
	do {
		b5 = 4096;
		if ((+(pass6 * (*buf4))) > (1066ul / buf4[pass6])) {
			if ((*buf4) < buf4[pass6]) {
				return MIN2_2(pass6, 44);
			}
			auto m7 = 62;
		}
		++pass6;
	} while (pass6 < pass6);
	return pass6 + ((b5 - (*buf4)) + (2 * buf4[4]));
}

__device__ unsigned reduce8(int count9) {
	if (MIN2_2(count9, count9) != count9) {
		return 51;
	}
	int iter10 = 0;
	do {
		count9 ^= ((iter10 * count9) - (-count9));
		++iter10;
	} while ((iter10 < count9) && (count9 >= iter10));
	__shared__ long sh_11[5][0b10001];
	if (8UL <= (count9 / (iter10))) {
		if (iter10 + sh_11[0x3][10]) {
			return 3550ul;
		}
		float q12 = ((49 < sh_11[0b100][13]) ? 21.75f : 1) + (sh_11[count9][iter10]);
	}
	return MIN2_2(count9, 5);
}

__global__ void smooth13(const unsigned *__restrict__ input14, float a15, const int *__restrict__ input16) {
	int idx17[7]{int(19), -60, 0x1, 9, 57l, static_cast<int>(47L), '"'};
	auto x18 = a15;
}
static_assert(2 == 0b10, "size check");

__global__ void gather19_kernel(unsigned *__restrict__ dst20, const unsigned *input21, const long long *src22) {
	double m23[6]{24.125f, -23.0f, 15.5, 4592, 0x27, 5.};
	__shared__ double sh_24;
}

__device__ __noinline__ int pack25(int count26) {
	__shared__ float sh_27[0xf][2 * 6];
	__shared__ long sh_28;
	return sh_28;
}

static __global__ void clamp29(int *__restrict__ buf30, int *__restrict__ acc31) {
	acc31[1] |= (buf30[0]);
	unsigned int r32 = MAX2_1(acc31[0b111] / (+buf30[0x2]), *buf30);
	if ((*buf30) <= r32) {
		return;
	}
}

int main() {
	int count33 = 409;
	if (((count33) != 36) && (22U != count33)) {
		count33 = (count33 * (count33 - 6U)) - count33;
	}
	float w34[4] = {7.0f};
	for (auto &sum35 : w34) {
		(count33--, (count33 /= w34[0b0] + sum35));
		int y36(sum35);
	}
	smooth13<<<0x8, sizeof(int) * 16>>>(nullptr, ((w34[count33] < count33) ? 'z' : 20UL) / ((w34[2] >= 0b101011) ? 11.5f : 1), nullptr);
	gather19_kernel<<<sizeof(unsigned int) * 16, 32>>>((unsigned int*)nullptr, nullptr, nullptr);
	clamp29<<<(count33 + 63) / 64, 128 * 2>>>(&count33, &count33);
	return 0x0;
}
