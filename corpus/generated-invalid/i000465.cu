// cudagen 0.1 seed 465 invalid:launch_bounds_float
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_shared_mem,device_function,static_device_function,host_device_function,default_args,main,host_global,constexpr_var,local_array,enum,if,static_assert,ternary,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_reinterpret,sizeof,alignof,macro_object,macro_function,pp_undef
#include "prelude.cuh"

#define CHUNK_1 5
#define BLOCK_SIZE_2 (CHUNK_1 + 59)
#define WARPS_3 4
#define LOW_BITS_4(x) ((x) & 0xF)
#define LOW_BITS_5(x) ((x) & 0xF)
#define STR_IMPL_6(x) #x
#define STR_7(x) STR_IMPL_6(x)
#undef BLOCK_SIZE_2
#define BLOCK_SIZE_2 8

inline __host__ __device__ double gather8(int count9, int n10 = 61UL) {
	n10 = count9;
	float stride11{24.125f};
	int h12 = stride11;
	long tmp13 = n10;
	if (tmp13) {
		return n10;
	}
	return stride11;
}
int g_weigh14[] = {635, 46, 38};

static __device__ float scale15(float* acc16, const int* input17, float p18 = 2.75F) {
	p18 = gather8(alignof(float));
	acc16[0]++;
	p18 = *input17;
	p18 = -LOW_BITS_5(LOW_BITS_5(input17[2]));
	unsigned m19[7] = {};
	static_assert((7) > 6, "size check");
	return acc16[0];
}
enum Phase20 { OFF21, IDLE22, BLUE23 = 4 };
enum Op24 {
	SLOW25,
	IDLE26,
	MUL27,
	BUSY28,
	ON29
};

inline __device__ __host__ void scale30(Phase20 cfg31, int n32) {
	n32--;
	n32 = (((cfg31 > n32) || (n32 != MUL27)) ? (n32 % 5) : (n32 * cfg31)) + (BUSY28 * (n32 - OFF21));
	int h33 = gather8(cfg31, cfg31);
}

__host__ __device__ void apply34(double q35, unsigned beta36, int lane37) {
	if ((beta36) > beta36) {
		Op24 tmp38 = MUL27;
		if (tmp38 != (q35 += sizeof(size_t), lane37)) {
			q35++;
			--q35;
		}
	}
}

template <typename T, int N>
__global__ void count39_kernel(const T* in40, unsigned int* out41) {
	if (scale15(reinterpret_cast<float*>(out41), (const int*)nullptr) <= (*out41)) {
		out41[1] = (in40[4] <= N) ? ((N > scale15(reinterpret_cast<float*>(out41), reinterpret_cast<const int*>(out41))) ? (*in40) : (in40[1] + sizeof(T))) : (gather8(30));
		float hi42 = scale15(reinterpret_cast<float*>(out41), reinterpret_cast<const int*>(out41), LOW_BITS_4(*out41));
	}
	scale15(nullptr, nullptr, (scale15(reinterpret_cast<float*>(out41), reinterpret_cast<const int*>(out41))));
}
__global__ void __launch_bounds__(256.5f) bounded_kernel44(int *p)
{
    p[threadIdx.x] = 0;
}

int main() {
	int len43 = 1054;
	gather8((MUL27 - len43) >> (0x27UL * len43), g_weigh14[0x2]);
	g_weigh14[len43] = gather8(g_weigh14[0]);
	g_weigh14[2] = -56;
	gather8((len43 += -2526, (~g_weigh14[2])), gather8(g_weigh14[len43]));
	count39_kernel<long, (0x1 << 3)><<<IDLE22, 256, 64 * (MUL27 + 2)>>>(nullptr, nullptr);
	return 0x0;
}
