// cudagen 0.1 seed 1291 valid
// features: kernel,kernel_template,launch_deduced_template_args,restrict_params,launch,launch_shared_mem,builtin_vars,device_function,device_noinline,host_function,main,device_array,shared_var,extern_shared,auto_var,const_local,namespace,if,while,goto,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_string,lit_nullptr,cast_c,sizeof,lambda,lambda_iife,lambda_launch,macro_function,macro_paste,macro_statement
#include "prelude.cuh"

#define MOD8_1(x) ((x) % 8)
#define ADD3_2(a, b, c) ((a) + (b) + (c))
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_4(a, b) a##b

__device__ __noinline__ int bump5(float a6, float a7) {
	if (MOD8_1(threadIdx.x)) {
		return +(1411 + a6);
	}
	float k8 = CAT_4(a, 6);
	long long hi9 = 8;
	return (a7 += 20.5f, (((double)7.375f) / warpSize));
}

template <typename T, int N = 2>
__global__ void blend10(T *__restrict__ dst11, const T *input12, double *data13) {
	extern __shared__ float dyn_14[];
	int i15 = (blockIdx.x * blockDim.x) + threadIdx.x;
	unsigned char hi16 = bump5((CAT_4(i, 15) / N) + dyn_14[i15], threadIdx.x);
	signed char t17 = *input12;
	t17 /= threadIdx.x;
	ACCUM_3(t17, (hi16));
	unsigned int r18{44};
}

namespace ops19 {
__global__ void filter20(int count21) {
	int tid22 = (blockIdx.x * blockDim.x) + threadIdx.x;
	count21 = bump5(MOD8_1(tid22 - 54l), (count21 + count21) % 24);
	bump5(23.5f - (-CAT_4(tid, 22)), count21);
	float *mid23 = nullptr;
	int pass24 = 0;
	while (pass24 < tid22) {
		auto v25 = 19.125;
		++pass24;
	}
	if (!(mid23 != nullptr)) {
		return;
	}
	if (52ull == (tid22 - 31)) {
		return;
	}
}

__global__ void accum26(int stride27, int len28) {
	int tid29 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (tid29 >= stride27) {
		return;
	}
	if (!(stride27 <= stride27)) {
		return;
	}
	stride27 -= 46lu;
	int acc30 = (bump5(stride27, len28) / 14) / (tid29 - 40ul);
}
} // namespace ops19
__device__ float d_warp31[8] = {24.0f};

__global__ void reduce32(int *acc33) {
	int idx34 = threadIdx.x;
	const int k35 = -((int)bump5(15, 23.75F));
	bump5(bump5(20.375f, 13.5F) * 203, bump5(3.25f + gridDim.x, 8.25F));
	acc33[k35] = idx34;
	bump5(idx34, (int)(d_warp31[2] + k35));
	bool u36 = k35 != (bump5(22.25f, 8.25f) - bump5(blockIdx.x, 29));
	if (d_warp31[blockDim.x] != (*acc33)) {
		goto out37;
	}
	--d_warp31[1];
	(*acc33) /= u36;
out37:;
}

void host_filter38(int lane39) {
	const long u40 = CAT_4(lane, 39);
	lane39 &= sizeof(double);
	if (u40 != u40) {
		return;
	}
	if ((CAT_4(u, 40) != u40) || (lane39 >= 5)) {
		goto done42;
	}
	([]() {
		const char *val41 = "warp size";
		blend10<<<16, sizeof(unsigned int) * 010>>>((long*)nullptr, (const long*)nullptr, (double*)nullptr);
	})();
	ACCUM_3(lane39, ((0b100011 - (lane39 * u40)) * u40));
	ops19::accum26<<<128, 1 << 7>>>(55, lane39 / (54 << lane39));
done42:;
}

int main() {
	int count43 = 2613;
	const char *base44 = "tile";
	ops19::accum26<<<sizeof(float) * 2, 0b1 << 8, sizeof(float) * 1024>>>((count43 % 40) >> 3, -4101);
	const double h45 = 17.25F - ((float)base44[1]);
	ops19::filter20<<<(256), 256>>>(MOD8_1(count43) << 0);
	reduce32<<<010, (256)>>>((int*)nullptr);
	return 0;
}
