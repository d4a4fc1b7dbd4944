#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001106.fatbin.c"
static void __device_stub__Z13probe5_kernelPKjxPij(const unsigned *, long long, int *, unsigned);
static void __device_stub__Z7blend17PKiPKhPf(const int *, const unsigned char *, float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6pack24PKsPKf(const short *, const float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z13probe5_kernelPKjxPij(const unsigned *__par0, long long __par1, int *__par2, unsigned __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(const unsigned *, long long, int *, unsigned))probe5_kernel)), 0U);}
# 12 "v001106.cu"
static void probe5_kernel( const unsigned *__cuda_0,long long __cuda_1,int *__cuda_2,unsigned __cuda_3)
# 13 "v001106.cu"
{__device_stub__Z13probe5_kernelPKjxPij( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 25 "v001106.cu"
}
# 1 "v001106.cudafe1.stub.c"
static void __device_stub__Z7blend17PKiPKhPf( const int *__par0,  const unsigned char *__par1,  float *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(const int *, const unsigned char *, float *))blend17)), 0U); }
# 29 "v001106.cu"
static void blend17( const int *__cuda_0,const unsigned char *__cuda_1,float *__cuda_2)
# 30 "v001106.cu"
{__device_stub__Z7blend17PKiPKhPf( __cuda_0,__cuda_1,__cuda_2);
# 41 "v001106.cu"
}
# 1 "v001106.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6pack24PKsPKf( const short *__par0,  const float *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const short *, const float *))pack24)), 0U); }
# 43 "v001106.cu"
void pack24( const short *__cuda_0,const float *__cuda_1)
# 44 "v001106.cu"
{__device_stub__Z6pack24PKsPKf( __cuda_0,__cuda_1);
# 53 "v001106.cu"
}
# 1 "v001106.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(const short *, const float *))pack24), _Z6pack24PKsPKf, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(const int *, const unsigned char *, float *))blend17), _Z7blend17PKiPKhPf, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(const unsigned *, long long, int *, unsigned))probe5_kernel), _Z13probe5_kernelPKjxPij, (-1)); __cudaRegisterVariable(__T4, __shadow_var(d_accum15,::d_accum15), 0, 64UL, 0, 0); __cudaRegisterVariable(__T4, __shadow_var(d_accum16,::d_accum16), 0, 4UL, 0, 0); __cudaRegisterVariable(__T4, __shadow_var(_ZN5ops299d_sweep30E,::ops29::d_sweep30), 0, 4UL, 0, 0); __cudaRegisterVariable(__T4, __shadow_var(_ZN5ops2910d_update31E,::ops29::d_update31), 0, 8UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
