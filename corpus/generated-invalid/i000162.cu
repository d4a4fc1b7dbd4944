// cudagen 0.1 seed 162 invalid:kernel_exception_spec
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,maxnreg,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,static_device_function,device_template_function,host_function,default_args,main,shared_var,extern_shared,constexpr_var,local_array,const_local,if,while,do_while,goto,ternary,compound_assign,bitwise,shift,logical,comparison,comma,pointer_arith,address_of,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_static,sizeof,macro_statement
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

__global__ void bias2_kernel(signed char p3, int n4) {
	extern __shared__ float dyn_5[];
	int gid6 = threadIdx.x;
	if (gid6 >= n4) {
		return;
	}
	__shared__ float sh_7[16];
	sh_7[0b1001] += 2.25F - (n4 >> p3);
	const size_t stride8 = (n4 += dyn_5[threadIdx.x], (9));
	int base9 = dyn_5[0b101];
	bool e10 = (gid6 + sh_7[7]) != stride8;
	const unsigned int* idx11 = nullptr;
}

inline __device__ int trace12(int* __restrict__ data13, const int* __restrict__ src14, float b15) {
	__shared__ unsigned int sh_16[8];
	b15 /= 0b111010u;
	int w17 = 0;
	while (w17 < 13) {
		(*data13) = threadIdx.x;
		++w17;
	}
	unsigned int e18 = ((sh_16[0] += w17, ((int)b15)) >= 'A') ? (w17 << (6 + threadIdx.y)) : (((b15 == sh_16[1]) ? 56 : 0b11110) * w17);
	int f19 = threadIdx.x - ((60) - threadIdx.x);
	return ((24 < e18) && (w17 == sh_16[w17])) ? 39 : ((data13[threadIdx.y]));
}

template <typename T, int N>
static __device__ T scatter20(T q21, const int* __restrict__ src22, int len23) {
	len23 = ((len23 * 2) == (threadIdx.y - gridDim.y)) ? len23 : (0u / (src22[6] - threadIdx.y));
	len23 <<= blockIdx.z;
	float v24[5]{2.0f, 974lu, 8.0f, 11.0f, 15.375F};
	float flag25 = N - src22[2];
	len23 -= N;
	const T v26 = threadIdx.x;
	return (7 + gridDim.x) * 8.625;
}

__global__ void __launch_bounds__(0b10000000 * 2) blend27_kernel(unsigned long long* acc28) {
	extern __shared__ int dyn_29[];
	acc28[2] = dyn_29[blockDim.x];
	dyn_29[threadIdx.z] = blockIdx.z;
	short* flag30 = nullptr;
	int diff31 = 59 - (blockDim.x ? 18 : 23);
}

__global__ void __maxnreg__(64) scatter32_kernel(char* __restrict__ buf33, long long* out34) {
	extern __shared__ unsigned dyn_35[];
	out34[blockDim.x] = (34) + (dyn_35[warpSize] += 4858, (blockDim.z >> 3));
	int iter36 = 0;
	if (56 != (*buf33)) {
		goto out39;
	}
	while (iter36 < iter36) {
		__shared__ unsigned int sh_37[(8)];
		int w38 = 0;
		do {
			sh_37[0] /= (*out34) * ((sh_37[7] * 1381) ? blockIdx.y : 0b100011lu);
			++w38;
		} while (w38 < w38);
		++iter36;
	}
	if (*out34) {
		return;
	}
out39:;
}

template <typename T, int N>
__global__ void __launch_bounds__(128, 4) apply40(const T* src41) {
	extern __shared__ long dyn_42[];
	int idx43 = (blockIdx.x * blockDim.x) + threadIdx.x;
	int res44[6]{5ll, 8, 3393, 51, 3, static_cast<int>(N)};
	T prod45 = res44[5] * ((N * res44[idx43]) + ((res44[3] <= blockIdx.x) ? 15.5f : src41[0b111]));
	int lim46[8]{N, idx43, 53, idx43, 2, 20, N, 1};
	__shared__ int sh_47[64];
	dyn_42[4] = (N - sh_47[idx43]) + ((prod45) + 16);
}

unsigned int host_tally48(float q49, int lane50 = 630) {
	if (q49 <= 10) {
		return lane50;
	}
	bias2_kernel<<<(lane50 + 31) / 32, 512, 1 << 8, 0>>>(((size_t)q49), q49);
	lane50 = (lane50 + (lane50 + lane50)) >> 4;
	lane50 = q49;
	return 0b1010 >> (((q49 > 55) ? lane50 : 37L) % (8u * lane50));
}
__global__ void noexcept_kernel54(int *p) throw()
{
    p[0] = 0;
}

int main(void) {
	int size51 = 1989;
	signed char e52 = 62;
	long long r53 = ('A' != ((+size51) * 11)) ? ((size51 << 12ul) % (20 + e52)) : e52;
	e52 %= (1L >= (size51 - 51)) ? ((e52 < size51) ? e52 : r53) : r53;
	blend27_kernel<<<(32), 32 * 4>>>(static_cast<unsigned long long*>(nullptr));
	scatter32_kernel<<<(size51 + 31) / 32, 128 * 4>>>((char*)nullptr, &r53);
	apply40<double, (3 * 0b10)><<<(size51 + 31) / 32, 32, sizeof(float) * 128, nullptr>>>(static_cast<const double*>(nullptr));
	return 0;
}
