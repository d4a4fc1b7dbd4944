// cudagen 0.1 seed 1685 valid
// features: kernel,launch_bounds,launch,launch_dim3,launch_stream,builtin_vars,host_function,main,device_array,constant_array,shared_var,constexpr_var,enum,namespace,nested_namespace,if,for,goto,ternary,bitwise,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_static,cast_reinterpret,macro_object,macro_function,macro_paste,pp_undef
#include "prelude.cuh"

#define CHUNK_1 256
#define RADIUS_2 256
#define TWICE_PLUS_3(a, b) (2 * (a) + (b))
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define CAT_6(a, b) a##b
#undef CHUNK_1
#define CHUNK_1 8

__global__ void grow7_kernel(unsigned short *acc8, const int *coef9, bool a10, float *data11) {
	int i12 = threadIdx.x;
	if (a10) {
		(*acc8)++;
	}
	float lim13 = CHUNK_1 + (CAT_6(i, 12) - acc8[i12]);
	__shared__ int sh_14[(64)];
	if ((*acc8) > (*coef9)) {
		goto done15;
	}
	sh_14[0b11111] = static_cast<unsigned>(0x1B);
done15:;
}

__global__ void __launch_bounds__(0x200, 3) bias16_kernel(const int *coef17, const double *coef18, double beta19, float *acc20) {
	int idx21 = threadIdx.x;
	if ((((idx21 / 49ul) <= idx21) ? 41 : (*coef18)) >= TWICE_PLUS_3(coef18[idx21], CHUNK_1)) {
		if (acc20 != nullptr) {
			unsigned long long k22 = gridDim.x;
			k22 = 36;
		}
		for (int it23 = 16; it23 > 0; --it23) {
			(*acc20) = *coef17;
		}
	}
	if (blockIdx.y != coef17[3]) {
		return;
	}
}
enum Kind24 { ADD25, GREEN26 };
__device__ float d_scatter27[8];

__global__ void __launch_bounds__(256) weigh28(float cfg29) {
	d_scatter27[0] = d_scatter27[gridDim.y & 7] * (-0x0) * 46;
	(cfg29--, (cfg29 = d_scatter27[blockDim.x & 7]));
	if (cfg29 <= (+cfg29)) {
		return;
	}
}
__constant__ float c_grow30[2] = {15.25f, -53};

namespace kern31::v32 {
__global__ void merge33_kernel(int stride34, int *acc35, float *buf36) {
	Kind24 val37 = GREEN26;
	bool sum38 = (((*acc35) == (threadIdx.z * stride34)) ? stride34 : (val37 % val37)) > '#';
	unsigned *e39 = reinterpret_cast<unsigned*>(acc35);
	Kind24 lo40 = GREEN26;
}

int check_scale41(int lane42) {
	double m43 = TWICE_PLUS_3((lane42 + lane42) & lane42, lane42);
	weigh28<<<0x1 << 0x2, 0x20 * CHUNK_1>>>(lane42 + m43);
	if (m43 >= 9U) {
		lane42--;
		--m43;
	}
	return 39u * (lane42 += CAT_6(m, 43), lane42);
}
enum State44 { BUSY45, HIGH46 = 6, RED47 = 12 };
} // namespace kern31::v32

__global__ void step48_kernel(int stride49, const long *input50, long *data51) {
	unsigned int gid52 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (gid52 >= stride49) {
		return;
	}
	if (data51 == nullptr) {
		return;
	}
	stride49 = blockIdx.x;
	if (gid52 < (kern31::v32::BUSY45 * d_scatter27[gid52 & 0x7])) {
		for (int j53 = 0x0; j53 < 0x4; ++j53) {
			d_scatter27[gid52 & 7] = gridDim.x | (input50[gid52] * gridDim.x);
			data51[stride49]--;
		}
	}
}

int main() {
	int n54 = 2246;
	n54 = 35;
	bias16_kernel<<<dim3(1 << (GREEN26 + 5)), dim3(1 << (GREEN26 + 7), 1 << 4, 1)>>>(&n54, static_cast<const double*>(nullptr), n54, static_cast<float*>(nullptr));
	(--n54, (n54 = CAT_6(n, 54) << kern31::v32::BUSY45));
	cudaStream_t mid55 = 0;
	kern31::v32::merge33_kernel<<<dim3((n54 + 63) / 0x40), dim3((512), (n54 + 255) / 256)>>>(n54, &n54, nullptr);
	++n54;
	grow7_kernel<<<(n54 + 31) / 040, 0b10000000 * (GREEN26 + GREEN26)>>>(nullptr, &n54, CAT_6(n, 54) == (0x1Full - n54), nullptr);
	step48_kernel<<<dim3((GREEN26 + GREEN26) * 0x4), kern31::v32::HIGH46 + (GREEN26 + 249)>>>(0x2e >> kern31::v32::check_scale41(n54), (const long*)nullptr, (long*)nullptr);
	return 0;
}
