// cudagen 0.1 seed 2155 valid
// features: kernel,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_function,static_host_function,constexpr_function,default_args,main,constant_array,constexpr_var,local_array,const_local,static_local,enum_class,namespace,if,for,do_while,goto,bitwise,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_static,sizeof,lambda,lambda_capture_value,macro_object,macro_function,macro_paste,pp_if,comments
#include "prelude.cuh"

#define BLOCK_SIZE_1 4
#define ADD3_2(a, b, c) ((a) + (b) + (c))
#define TWICE_PLUS_3(a, b) (2 * (a) + (b))
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define CAT_6(a, b) a##b

#if (BLOCK_SIZE_1 * 2) >= 15 && BLOCK_SIZE_1 != 0
#define CONFIG_7 7
#else
#define CONFIG_7 31
#endif

__global__ void sift8(int count9, float* __restrict__ data10, int n11) {
	if ((count9 & 1)) {
		goto done14;
	}
	if (!((warpSize == 3) && (gridDim.x != BLOCK_SIZE_1))) {
		for (int it12 = 0, j13 = n11; it12 < j13; (++it12, (--j13))) {
			data10[5] = BLOCK_SIZE_1;
			if (warpSize > it12)
				continue;
			count9 = n11;
		}
	}
done14:;
}
__constant__ long c_score15[8] = {64l, 15, 0b11001, -1637, 14, 63};

static unsigned long long fuse16(int count17, int count18 = 62) {
	int tmp19{4792};
	sift8<<<dim3((0x40), 8, 0x2), 32, 0x0>>>(count18, (float*)nullptr, (count18 += 6l, 32));
	count18 = (~CAT_6(count, 18)) + ((47 - count17) / (count18 += tmp19, '\101'));
	sift8<<<(32), 8 * 0b10000, (4096), 0>>>(~count18, (float*)nullptr, 0x29);
	static unsigned int f20 = '\n';
	if ((count17 + CAT_6(count, 17)) >= f20)
		return count17;
	cudaStream_t z21 = nullptr;
	return tmp19;
}

namespace gpu22 {
__global__ void drift23(int stride24) {
	int tid25 = (blockIdx.x * blockDim.x) + threadIdx.x;
	stride24 = tid25;
	int y26 = (c_score15[threadIdx.x] * warpSize) / BLOCK_SIZE_1;
	const long long flag27 = stride24;
}

__global__ void step28(unsigned int* __restrict__ data29, int len30, unsigned char beta31, int* out32) {
	unsigned int idx33 = threadIdx.x;
	if (idx33 >= len30)
		return;
	if (c_score15[idx33 & 7] != c_score15[0x2]) {
		goto done36;
	}
	if (out32 != nullptr)
		beta31 = idx33 + c_score15[threadIdx.z & 7];
	beta31 = 46;
	if (data29 != nullptr) {
		int pass34 = 0x0;
		do {
			int f35[4] = {};
			++pass34;
		} while (pass34 < 4);
		len30 = BLOCK_SIZE_1 + idx33;
	}
done36:;
}
} // namespace gpu22
enum struct Axis37 : int { High38 = 1, Green39, Fast40, Slow41 };

__global__ void __maxnreg__(32) pack42(unsigned int* data43) {
	int tid44 = threadIdx.x;
	if ((c_score15[6] & 1))
		return;
	(*data43) = ADD3_2(ADD3_2(tid44 * tid44, tid44, warpSize - tid44), ADD3_2(data43[4], blockIdx.y, CAT_6(tid, 44)), 0x1BL);
	data43[tid44] = threadIdx.x;
	++data43[blockIdx.y];
}
// Layout: row-major, no padding.

__global__ void bias45_kernel(const int* __restrict__ in46, const float* input47, int* buf48) {
	if (in46[threadIdx.x] <= (c_score15[blockDim.x] + c_score15[warpSize])) {
		for (int j49 = 0; j49 < 0x7; ++j49)
			(*buf48) = 1;
		unsigned int q50 = 33;
	}
	++buf48[threadIdx.y & 7];
	++buf48[2];
	char x51(('a' - (in46[1] % 0b1000000lu)) ^ BLOCK_SIZE_1);
}

constexpr int run_rank52(int n53, unsigned short q54) {
	long k55{0x29};
	return q54;
}

int main() {
	int len56 = 3839;
	auto op59 = [=](float w57, long long lo58) -> int {
		run_rank52(w57, (4 - lo58) & 6);
		fuse16(len56, len56 / (9 - CAT_6(w, 57)));
		return fuse16(len56);
	};
	float sum60 = fuse16(TWICE_PLUS_3(op59(len56, len56), len56));
	if (sum60 == (BLOCK_SIZE_1 + len56)) {
		unsigned int z61 = op59(len56, (BLOCK_SIZE_1 + CAT_6(len, 56)) | run_rank52(len56, 55));
		static float val62 = '\101';
	}
	gpu22::drift23<<<dim3((len56 + 0xFF) / 256, 8), 0x8 * (BLOCK_SIZE_1 + 12), (CONFIG_7 + (CONFIG_7 + 194)), 0>>>(sum60);
	gpu22::step28<<<(len56 + 31) / 0b100000, 8 * 4, 0b0>>>(static_cast<unsigned int*>(nullptr), op59(sum60, fuse16(sum60, 32UL)), len56 + sum60, &len56);
	pack42<<<(len56 + 127) / 0x80, dim3((len56 + 127) / 0x80), sizeof(double) * 32, nullptr>>>((unsigned*)nullptr);
	return 0;
}
