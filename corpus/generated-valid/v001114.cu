// cudagen 0.1 seed 1114 valid
// features: kernel,kernel_static,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,host_function,main,constant_var,shared_var,extern_shared,constexpr_var,local_array,struct,struct_template,operator_overload,if,goto,static_assert,compound_assign,bitwise,comparison,incdec,pointer_arith,address_of,member_access,array_index,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_function
#include "prelude.cuh"

#define CHUNK_1 8
#define BLOCK_SIZE_2 ((32))
#define NUM_ITERS_3 128
#define HALF_4(x) ((x) / 2)
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)
__constant__ int c_sweep7 = 26;

struct Sample8 {
	float val9;
	int hi10;
	bool x11;
	long hi12;
};

__global__ void fold13_kernel(unsigned *__restrict__ acc14) {
	int i15 = (blockIdx.x * blockDim.x) + threadIdx.x;
	constexpr unsigned char q16 = 11;
	__shared__ Sample8 sh_17[(CHUNK_1 + 8)];
	float w18 = i15;
	--acc14[i15];
	if (i15 < i15) {
		goto finish19;
	}
	acc14[blockDim.z & 7] -= *acc14;
	w18++;
	w18++;
finish19:;
}

struct Bounds20 {
	unsigned int flag21;
	float x22;
};

__host__ __device__ Bounds20 operator+(Bounds20 a, Bounds20 b) {
	Bounds20 r = a;
	r.flag21 += b.flag21;
	r.x22 += b.x22;
	return r;
}
static_assert(sizeof(int) == 4);

template <typename T>
struct Sample23 {
	T count24;
	T sum25;
	__host__ __device__ void scale26(unsigned int u27) {
		count24 = 24.5F * count24;
	}
};

__global__ void __maxnreg__(64) scatter28(int *__restrict__ out29, unsigned beta30, int n31, char b32) {
	n31 = static_cast<double>(blockDim.x + 15.5);
	__shared__ unsigned int sh_33[16];
	--b32;
	if (beta30 < 34) {
		goto done34;
	}
	if (gridDim.z >= 9) {
		return;
	}
	beta30--;
	if (b32) {
		return;
	}
done34:;
}

static __global__ void grow35_kernel(float *dst36, int *__restrict__ dst37, const int *src38) {
	extern __shared__ int dyn_39[];
	int tid40 = (blockIdx.x * blockDim.x) + threadIdx.x;
	int mid41 = 32U;
	if ((dyn_39[6] + dyn_39[threadIdx.y]) > BLOCK_SIZE_2) {
		return;
	}
}

long check_filter42(const long long *__restrict__ src43, int stride44) {
	fold13_kernel<<<(stride44 + 255) / 256, (CHUNK_1 + 56)>>>(nullptr);
	grow35_kernel<<<(CHUNK_1 + 8) * 2, 64, sizeof(int) * 64>>>(nullptr, &stride44, nullptr);
	return (*src43) + ((CHUNK_1 + stride44) / 501);
}

int main() {
	int n45 = 1245;
	int lim46[5] = {12};
	scatter28<<<(16), dim3((n45 + 127) / 0200), 0>>>((int*)nullptr, 46lu + n45, +(+n45), HALF_4(lim46[n45]) - (n45 * n45));
	return 0;
}
