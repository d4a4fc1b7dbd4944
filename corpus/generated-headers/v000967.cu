// cudagen 0.2 seed 967 valid headers
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,launch_bounds,restrict_params,launch,launch_dim3,device_function,host_function,default_args,main,auto_var,anon_namespace,if,switch,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,cast_reinterpret,sizeof,lambda,lambda_capture_value,lambda_mutable,lambda_iife,lambda_launch,local_class,runtime_api,hdr_cstdio
#include <cuda_runtime.h>
#include <array>
#include <cstdio>
#include <type_traits>

namespace {
__device__ float filter1(int n2, int stride3, long q4 = 31) {
	stride3 <<= int(q4 % stride3);
	float q5 = n2;
	(void)q5;
	auto v6 = stride3;
	switch (v6) {
	case 1:
		break;
	}
	if ((q4 <= q4) && (n2 == 39)) {
		return q4 * (7 - n2);
	}
	printf("value %d\n", static_cast<int>(v6));
	return static_cast<int>(2);
}

static __global__ void __launch_bounds__(0x100) mix7(int *data8, int len9, float cfg10, const double *__restrict__ in11) {
	long base12 = ((data8 == nullptr) ? 375U : data8[4]) ^ ((46 * len9) + 23);
	base12++;
	int sum13 = *data8;
	(void)sum13;
	unsigned y14 = len9;
	(void)y14;
}

template <class T>
__global__ void sift15_kernel(const T *input16, T cfg17, int *data18) {
	cfg17 = ((*data18) + static_cast<short>(cfg17)) >> (27ll - data18[0b110]);
	data18[5] &= 0x3F + ((data18[6] + data18[3]) * ((*data18) + 522));
	data18[0x0] ^= *data18;
	if (!data18) {
		return;
	}
	++(*data18);
	cfg17--;
	struct Local19 {
		int s;
		__host__ __device__ int add(int v) { s += v; return s; }
	};
	Local19 s20{5};
	int tmp21 = s20.add(15U);
	(void)tmp21;
}
} // namespace

void check_pivot22(const unsigned short *__restrict__ in23, const float *coef24, size_t *__restrict__ out25) {
	auto x26 = 4.625 + ((signed char)(*out25));
	([=]() mutable {
		out25[0x7] = 39u;
		mix7<<<dim3(256, 4 * 2, 1 << 7), sizeof(float) * 32>>>(nullptr, (out25[0b1] * 0x3) / 730ULL, 12.625F, reinterpret_cast<const double*>(in23));
		x26 += ((out25[3] * 3) % (((*in23) >= 58) ? in23[6] : out25[0])) * ((0.625 - x26) + (x26 * coef24[0b11]));
	})();
	out25[0] += *out25;
	int lo27 = x26 + (out25[0] - 0x1Cu) + ((((*in23) == 11) ? in23[6] : 21) + 48);
	(void)lo27;
	mix7<<<0b1, 0x200>>>(reinterpret_cast<int*>(out25), 58, x26, nullptr);
}

int main() {
	int size28 = 0x36f;
	([]() {
		auto k29 = 13;
	})();
	float *q30 = nullptr;
	sift15_kernel<long><<<(size28 + 31) / 32, (0b10000000)>>>((const long*)nullptr, (*q30) - (sizeof(char) / q30[5]), reinterpret_cast<int*>(q30));
	long long v31{0x7};
	(void)v31;
	cudaStream_t stream32;
	cudaStreamCreate(&stream32);
	cudaStreamSynchronize(stream32);
	return 0x0;
}
