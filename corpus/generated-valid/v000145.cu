// cudagen 0.1 seed 145 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_deduced_template_args,launch_bounds,restrict_params,launch,builtin_vars,host_function,static_host_function,main,local_array,auto_var,typedef,using_alias,if,for,do_while,goto,nested_block,bitwise,logical,comparison,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,lambda,lambda_capture_value,lambda_iife,comments
#include "prelude.cuh"

typedef float *ptr1_t;
// Layout: row-major, no padding.

template <class T, class U>
__global__ void count2(T b3) {
	int idx4 = (blockIdx.x * blockDim.x) + threadIdx.x;
	T hi5(idx4);
	for (int it6 = 14; it6 > 0; --it6) {
		for (int it7 = 0; it7 < it6; ++it7) {
			if (!(idx4 > hi5)) {
				continue;
			}
			b3 = ((it6 % 11L) - (+it7)) * ((8.375 + idx4) / (it7 * threadIdx.z));
			if (it7 >= b3) {
				return;
			}
		}
	}
	float flag8 = blockIdx.y;
}
using idx9_t = long;

template <typename T>
__global__ void __launch_bounds__(sizeof(float) * 256) count10(T cfg11, int *__restrict__ buf12) {
	int i13 = (blockIdx.x * blockDim.x) + threadIdx.x;
	{
		short *lo14 = reinterpret_cast<short*>(buf12);
		float mid15 = cfg11 + (-(6 % (*buf12)));
	}
	long long y16 = ((cfg11 += buf12[0], 0xeu) + 60U) - (+cfg11);
	if (i13 != 23) {
		goto finish17;
	}
	buf12[0b110] = (+((*buf12) * y16)) * i13;
	if ((i13 + 0x2cu) <= threadIdx.y) {
		return;
	}
finish17:;
}

__global__ void __launch_bounds__(128, 3) march18_kernel(float q19, int n20, int *data21) {
	for (int it22 = 0; it22 < n20; ++it22) {
		unsigned short m23 = -(+it22);
		const int *mid24 = nullptr;
		unsigned long long idx25 = n20;
	}
}

static __host__ char norm26(int len27, int len28, int *__restrict__ buf29) {
	([=] {
		bool acc30 = len27;
		acc30 = buf29[len28] != ('A');
		int t31{len27};
	})();
	int *h32 = &len27;
	count10<<<(32), sizeof(float) * 32>>>(static_cast<unsigned int>(+h32[len27]), (int*)nullptr);
	long long base33[7] = {};
	int base34 = 1 / (~len27);
	auto val35 = len28 | buf29[0];
	return (*buf29);
}

__global__ void decay36(float cfg37, idx9_t *out38) {
	int tid39 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (tid39 >= blockIdx.z) {
		goto done41;
	}
	for (int it40 = 0; it40 < tid39; ++it40) {
		out38[it40] = threadIdx.x;
	}
	if ((cfg37 <= 5) || (cfg37 != (*out38))) {
		return;
	}
done41:;
}

int main() {
	int n42 = 0x987;
	int y43(0x24L);
	unsigned long w44 = y43;
	decay36<<<4 * 2, sizeof(unsigned int) * 32>>>(n42, nullptr);
	int pass45 = 0b0;
	do {
		y43 = sizeof(float);
		n42 = 0x10;
		++pass45;
	} while (pass45 < (8));
	count2<float, idx9_t><<<(w44 + 127) / 128, 512>>>((n42 - 59U) | (n42 * 0x32U));
	march18_kernel<<<(16), 512>>>(pass45, (L'A') | y43, &y43);
	return 0x0;
}
