// cudagen 0.1 seed 46 invalid:launch_too_few_args
// features: kernel,kernel_template,launch_explicit_template_args,maxnreg,launch,launch_dim3,launch_shared_mem,launch_stream,main,shared_var,shared_2d,extern_shared,constexpr_var,auto_var,if,for,do_while,switch,goto,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof
#include "prelude.cuh"

template <typename T>
__global__ void kick1_kernel(T cfg2, const T* in3) {
	__shared__ int sh_4[4][(0x8)];
	int iter5 = 0x0;
	do {
		sh_4[0][iter5] <<= (25 * ((int)cfg2)) >> ((sh_4[3][iter5 & 7] > 11) ? (iter5) : (sizeof(T) << sh_4[iter5][iter5 & 7]));
		cfg2 = ((9.0F)) - (((int)iter5) * (sizeof(T) * in3[0x2]));
		++iter5;
	} while (iter5 < iter5);
	int* e6 = nullptr;
}

__global__ void warp7(int n8) {
	__shared__ size_t sh_9[2 * 4];
	switch (n8) {
	case 10:
		if (n8) {
			return;
		}
		break;
	case 1:
		break;
	default: {
		__shared__ long long sh_10[11][15];
		break;
	}
	}
	auto off11 = n8;
	if (sh_9[off11 & 7] <= 61LL) {
		return;
	}
}

__global__ void __maxnreg__(128) rank12(double* acc13, const unsigned int* in14) {
	extern __shared__ long dyn_15[];
	if ((acc13[5] >= dyn_15[0x5]) || (dyn_15[7] != dyn_15[0])) {
		return;
	}
	if (((*acc13) * 58U) != (*in14)) {
		return;
	}
}

__global__ void __maxnreg__(64) smooth16(long long* buf17, int lane18, int n19, unsigned long* data20) {
	unsigned long w21 = ((!(data20 == nullptr)) || data20[lane18 & 7]) ? lane18 : (data20[n19] += 0x11, (0xb));
	if (data20[w21 & 7] > (w21 + n19)) {
		goto skip23;
	}
	data20[w21 & 7] *= w21;
	for (int i22 = 0; i22 < 13; i22++) {
		data20[1] -= (!(((*data20) + 0x4) <= data20[7])) ? 20 : 51;
		if (w21 > 23) {
			continue;
		}
	}
skip23:;
}

__global__ void __maxnreg__(64) warp24_kernel(const unsigned int* in25, double* buf26, float p27, int* buf28) {
	buf28[7] *= 16 % buf28[0x7];
	int m29 = buf28[1];
	constexpr int w30 = 45;
	for (int n31 = 0, j32 = 16; n31 < j32; (++n31, (--j32))) {
		if (j32 || (buf28[j32] <= 57)) {
			return;
		}
		__shared__ int sh_33[128];
	}
}

__global__ void mix34_kernel(unsigned int* data35, int lane36) {
	extern __shared__ int dyn_37[];
	dyn_37[0] = *data35;
	((*data35)++, (data35[5] %= static_cast<unsigned int>(373)));
}

__global__ void march38(float cfg39, float* data40, unsigned int* out41, const int* input42) {
	int hi43 = 41;
	if (out41[1] == (data40[hi43 & 7] * (*data40))) {
		goto skip46;
	}
	for (int it44 = 0; it44 < 0xF; ++it44) {
		for (int i45 = it44; i45 > 0; --i45) {
			(++(*out41), (data40[hi43] /= (33u | ((long)it44)) + ((3.375f / hi43) * hi43)));
		}
	}
	if (static_cast<unsigned int>(data40[0]) > cfg39) {
		return;
	}
	if (cfg39 >= cfg39) {
		return;
	}
skip46:;
}

int main() {
	int len47 = 1351;
	kick1_kernel<long><<<(len47 + 127) / 128, 1 << 9, 0>>>((len47 += 27, (50ul)), (const long*)nullptr);
	smooth16<<<dim3((len47 + 127) / 128, (len47 + 127) / 0x80), 64 * 8, 4096>>>(nullptr, (len47 + 4443L) >> 6, len47);
	warp7<<<0x1, 1 << 7>>>(3879);
	rank12<<<(0x8), sizeof(unsigned int) * 16>>>(nullptr, nullptr);
	warp24_kernel<<<(256), dim3((len47 + 63) / 64, (len47 + 255) / 256, 1 << 8), 1024, nullptr>>>(static_cast<const unsigned*>(nullptr), static_cast<double*>(nullptr), 21.5F, (int*)nullptr);
	return 0;
}
