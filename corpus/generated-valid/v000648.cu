// cudagen 0.1 seed 648 valid
// features: kernel,launch,launch_shared_mem,builtin_vars,host_function,main,device_var,constant_var,constexpr_var,local_array,const_local,struct,struct_methods,namespace,for,switch,switch_fallthrough,static_assert,ternary,shift,comparison,incdec,comma,pointer_arith,address_of,member_access,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_functional,cast_static,sizeof,lambda,lambda_iife,macro_object,macro_paste,comments
#include "prelude.cuh"

#define CHUNK_1 256
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define CAT_4(a, b) a##b
struct Bounds5 {
	float count6;
	int w7;
};
struct Node8 {
	unsigned char x9;
	unsigned int val10;
	int x11;
	__host__ __device__ void get12(int acc13) {
		Node8 res14 = Node8{x9, val10, 21};
	}
};
__constant__ unsigned int c_stencil15 = 17;
/* Helper used by the kernels below. */
__host__ size_t check_kick16(float beta17, int lane18) {
	([] {
		Node8 mid19 = {10, static_cast<unsigned int>(22), 3491};
	})();
	Bounds5 y20 = Bounds5{1.375f, lane18};
	--lane18;
	const int e21 = 20;
	beta17--;
	lane18 = y20.w7;
	return 55;
}
namespace impl22 {
__device__ unsigned long d_warp23 = 154;
} // namespace impl22
__global__ void drift24(unsigned long long b25, int *acc26) {
	unsigned tid27 = (blockIdx.x * blockDim.x) + threadIdx.x;
	static_assert(52 == 52);
	for (int it28 = 0; it28 < 13; it28++) {
		int k29 = ((threadIdx.y * impl22::d_warp23 * (impl22::d_warp23 + 5)) > (impl22::d_warp23 += *acc26, c_stencil15)) ? CHUNK_1 : c_stencil15;
		--impl22::d_warp23;
		short z30 = tid27 << 14;
	}
	acc26[0]--;
}
__constant__ int c_bump31 = 57;
__global__ void blend32_kernel(int *acc33, float *dst34, int *out35, int stride36) {
	int idx37 = threadIdx.x;
	switch (impl22::d_warp23 >> 8) {
	case 0x1:
		break;
	case (9):
		break;
	case 4:
		--impl22::d_warp23;
		[[fallthrough]];
	case 11:
		break;
	default:
		(acc33[c_stencil15]--, (impl22::d_warp23 = *acc33));
		break;
	}
	stride36 = ((stride36 * sizeof(int)) >= ((*dst34) + CHUNK_1)) ? gridDim.x : (0x11u + (c_stencil15 * 45L));
	++out35[blockIdx.x];
	++out35[c_bump31];
}
int main() {
	int len38 = 1894;
	len38 = CAT_4(len, 38);
	for (int n39 = 0x3; n39 > 0; --n39) {
		len38--;
		int r40[8] = {};
	}
	drift24<<<(len38 + 127) / 128, 256, sizeof(float) * 64>>>(len38 - (CHUNK_1 << CAT_4(len, 38)), &len38);
	blend32_kernel<<<(len38 + 31) / 32, (040), 0>>>(&len38, nullptr, &len38, int(CHUNK_1) * len38);
	return 0;
}
