// cudagen 0.1 seed 402 valid
// features: kernel,kernel_static,kernel_from_macro,maxnreg,launch,launch_dim3,launch_shared_mem,builtin_vars,device_function,device_forceinline,host_device_function,host_function,main,shared_var,constexpr_var,struct,enum,if,switch,switch_fallthrough,goto,ternary,compound_assign,bitwise,logical,comparison,incdec,pointer_arith,member_access,array_index,call,lit_int_octal,lit_int_suffix,lit_nullptr,cast_c,cast_static,sizeof,macro_function,macro_statement
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
enum Color2 {
	LOW3,
	HIGH4,
	ON5,
	MUL6,
	IDLE7 = 7
};

struct Stats8 {
	long y9;
	unsigned flag10;
	int z11;
};

__global__ void __maxnreg__(64) clamp12_kernel(int* acc13, float* data14) {
	unsigned int i15 = (blockIdx.x * blockDim.x) + threadIdx.x;
	Stats8 y16 = Stats8{static_cast<long>(*data14), static_cast<unsigned>(0l), 0};
	if ((+y16.flag10) <= IDLE7) {
		goto finish17;
	}
	y16.y9++;
finish17:;
}

struct Stats18 {
	char weight19;
	long sum20;
	int val21;
	int flag22;
};

__device__ __forceinline__ float bias23(float beta24, Color2 cfg25, int stride26) {
	stride26 |= stride26;
	++stride26;
	--stride26;
	switch (cfg25) {
	case LOW3: {
		stride26 |= MUL6 + cfg25;
		Stats8 off27 = Stats8{};
		[[fallthrough]];
	}
	case HIGH4:
		break;
	case ON5:
		stride26 = stride26;
		[[fallthrough]];
	case MUL6:
		break;
	}
	return MUL6;
}

__host__ __device__ double tile28(int n29, int len30, int count31) {
	n29 |= ((len30 > len30) ? len30 : n29) * (len30 - (n29));
	len30 = IDLE7;
	count31 = (43 + len30) / (count31 * count31);
	char diff32 = 41L;
	ACCUM_1(diff32, ((26l | n29) * (7 ^ (len30 % n29))));
	--diff32;
	--count31;
	return 3;
}
#define DEFINE_MAP_KERNEL_33(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] * (T)2;           \
    }
DEFINE_MAP_KERNEL_33(map_step34, float)

static __global__ void tally35(long* data36, int len37, long q38, int* acc39) {
	int gid40 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (gid40 >= len37) {
		return;
	}
	unsigned long k41((acc39[gid40 & 7] * ((int)len37)) | ((acc39 == nullptr) ? (q38 & len37) : ((*data36) % len37)));
	__shared__ Stats18 sh_42[128];
	short int idx43 = 22;
}

long long check_bump44(float q45) {
	if ((q45 < 12) && (q45 < 19)) {
		goto finish46;
	}
	tally35<<<dim3((MUL6 + (HIGH4 + 12)) * (ON5 + (HIGH4 + (MUL6 + ON5)))), dim3(ON5 + 14, 512, IDLE7 + 57), 0>>>((long*)nullptr, (02154), tile28(IDLE7, q45, 077) + (q45 + q45), (int*)nullptr);
	clamp12_kernel<<<dim3(0200, (ON5)), dim3(MUL6 + 1, (HIGH4 + HIGH4)), 0>>>(nullptr, nullptr);
finish46:;
	return LOW3;
}

int main() {
	int len47 = 1311;
	clamp12_kernel<<<dim3((len47 + 63) / 64), dim3(4, 1, 128), sizeof(int) * 64>>>(nullptr, (float*)nullptr);
	len47 *= check_bump44(tile28((len47 >= 39) ? 46L : len47, 6 | len47, +len47));
	map_step34<<<(HIGH4 + 127), (MUL6 + (MUL6 + (MUL6 + (HIGH4 + 118))))>>>(nullptr, ((len47)));
	return 0;
}
