#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001717.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7smooth2PKiibj(const int *, int, bool, unsigned);
extern __attribute__((visibility("hidden"))) void __device_stub__Z8reduce17PKiPh(const int *, unsigned char *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14split25_kernelPKm(const unsigned long *);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN6impl357relax36Eij(int, unsigned);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN6impl3514accum49_kernelEiPaiPKf(int, signed char *, int, const float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7smooth2PKiibj(const int *__par0, int __par1, bool __par2, unsigned __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 12UL);__cudaSetupArgSimple(__par3, 16UL);__cudaLaunch(((char *)((void ( *)(const int *, int, bool, unsigned))smooth2)), 0U);}
# 7 "v001717.cu"
void smooth2( const int *__cuda_0,int __cuda_1,bool __cuda_2,unsigned __cuda_3)
# 8 "v001717.cu"
{__device_stub__Z7smooth2PKiibj( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 18 "v001717.cu"
}
# 1 "v001717.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z8reduce17PKiPh( const int *__par0,  unsigned char *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const int *, unsigned char *))reduce17)), 0U); }
# 32 "v001717.cu"
void reduce17( const int *__cuda_0,unsigned char *__cuda_1)
# 33 "v001717.cu"
{__device_stub__Z8reduce17PKiPh( __cuda_0,__cuda_1);
# 39 "v001717.cu"
}
# 1 "v001717.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14split25_kernelPKm( const unsigned long *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(const unsigned long *))split25_kernel)), 0U); }
# 41 "v001717.cu"
void split25_kernel( const unsigned long *__cuda_0)
# 42 "v001717.cu"
{__device_stub__Z14split25_kernelPKm( __cuda_0);
# 49 "v001717.cu"
}
# 1 "v001717.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN6impl357relax36Eij( int __par0,  unsigned __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaLaunch(((char *)((void ( *)(int, unsigned))impl35::relax36)), 0U); }
# 63 "v001717.cu"
void impl35::relax36( int __cuda_0,unsigned __cuda_1)
# 64 "v001717.cu"
{__device_stub__ZN6impl357relax36Eij( __cuda_0,__cuda_1);
# 73 "v001717.cu"
}
# 1 "v001717.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN6impl3514accum49_kernelEiPaiPKf( int __par0,  signed char *__par1,  int __par2,  const float *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(int, signed char *, int, const float *))impl35::accum49_kernel)), 0U); }
# 86 "v001717.cu"
void impl35::accum49_kernel( int __cuda_0,signed char *__cuda_1,int __cuda_2,const float *__cuda_3)
# 87 "v001717.cu"
{__device_stub__ZN6impl3514accum49_kernelEiPaiPKf( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 93 "v001717.cu"
}
# 1 "v001717.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(int, signed char *, int, const float *))impl35::accum49_kernel), _ZN6impl3514accum49_kernelEiPaiPKf, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int, unsigned))impl35::relax36), _ZN6impl357relax36Eij, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(const unsigned long *))split25_kernel), _Z14split25_kernelPKm, 128); __cudaRegisterEntry(__T3, ((void ( *)(const int *, unsigned char *))reduce17), _Z8reduce17PKiPh, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(const int *, int, bool, unsigned))smooth2), _Z7smooth2PKiibj, (-1)); __cudaRegisterVariable(__T3, __shadow_var(c_sift11,::c_sift11), 0, 4UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
