// cudagen 0.1 seed 539 valid
// features: kernel,kernel_static,kernel_template,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,device_function,main,constant_var,shared_var,extern_shared,constexpr_var,local_array,enum,typedef,using_alias,if,if_else,for,do_while,goto,compound_assign,shift,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_bool,lit_nullptr,cast_c,cast_functional,cast_reinterpret,alignof,macro_statement
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

__global__ void __launch_bounds__(512) bump2(int* buf3, const float* __restrict__ in4) {
	for (int j5 = 0, j6 = 15; j5 < j6; (++j5, (--j6))) {
		unsigned int stride7 = ((*buf3) + (*buf3) + (0b101 * j5)) >> j6;
	}
	if (0b101001 >= (buf3[4] += in4[4], buf3[0b11])) {
		return;
	}
	if ((*buf3) > (*in4)) {
		goto out8;
	}
	buf3[2] = *buf3;
	buf3[4] = buf3[1];
	(*buf3) -= buf3[2];
out8:;
}
__constant__ int c_rank9 = 29;

static __global__ void bump10_kernel(float* __restrict__ dst11, int stride12, float* buf13) {
	extern __shared__ int dyn_14[];
	for (int i15 = 0, j16 = 6; i15 < j16; (++i15, (--j16))) {
		dyn_14[5] = (buf13[j16] += buf13[c_rank9], dyn_14[j16]);
		dyn_14[j16] = *dst11;
	}
}
using idx17_t = int;

__global__ void __launch_bounds__((512)) rank18_kernel(unsigned alpha19, idx17_t stride20) {
	float prod21 = ((c_rank9 << c_rank9) >> 3) - (alpha19 * alpha19);
	stride20 >>= 0b100;
	alpha19--;
}

__device__ int scatter22(float* data23) {
	--data23[5];
	++data23[4];
	if (c_rank9 && ((*data23) > '\?')) {
		return (alignof(int) + data23[c_rank9]) - c_rank9;
	}
	long long w24(-27);
	for (int i25 = 0; i25 < 15; i25 += 2) {
		if ((*data23) != (*data23)) {
			continue;
		}
		bool lim26 = true;
	}
	return *data23;
}

static __global__ void bump27(float a28) {
	scatter22(nullptr);
	a28 /= scatter22(&a28);
	if ((scatter22(&a28) / 43) < (60 * a28)) {
		a28 = (a28 += c_rank9, c_rank9);
		a28 -= scatter22(&a28);
	} else {
	}
}
__constant__ float c_update29 = 15.875f;
enum Level30 { LOW31, ADD32, BLUE33 = 5 };
typedef Level30 kind34_t;

template <class T, int N = 2>
__global__ void stencil35(T* __restrict__ buf36, const T* input37, unsigned long* __restrict__ buf38, float* __restrict__ buf39) {
	buf36[4] += buf39[2];
	Level30 base40 = ADD32;
}

__global__ void score41(int* buf42) {
	extern __shared__ float dyn_43[];
	dyn_43[c_rank9] = 7;
	dyn_43[c_rank9] -= c_rank9 << ((c_rank9 >> c_rank9) - scatter22(dyn_43));
	dyn_43[c_rank9] = scatter22((float*)nullptr);
	scatter22((float*)nullptr);
	scatter22((float*)nullptr);
	scatter22(reinterpret_cast<float*>(buf42));
}

__global__ void grow44_kernel(bool alpha45, long* acc46) {
	extern __shared__ long dyn_47[];
	short prod48 = dyn_47[c_rank9] + c_rank9 + 5;
	int iter49 = 0;
	do {
		acc46[prod48] = (iter49);
		prod48--;
		++iter49;
	} while ((iter49 < 0b11) && (iter49 == iter49));
	idx17_t r50 = scatter22(reinterpret_cast<float*>(acc46));
	scatter22(reinterpret_cast<float*>(acc46));
}

int main(void) {
	int n51 = 2134;
	for (int it52 = n51; it52 > 0; --it52) {
		float mid53[2] = {};
		(mid53[1]--, (n51 = mid53[n51]));
	}
	bump2<<<dim3(ADD32 + 7), 32>>>(&n51, nullptr);
	bump10_kernel<<<1, 64, 0>>>(nullptr, int(n51 + 3), nullptr);
	rank18_kernel<<<dim3((n51 + 255) / 256, 4, 128), dim3(8 * (BLUE33 + 11), (n51 + 63) / 64)>>>(1l, LOW31 * (-n51));
	return 0;
}
