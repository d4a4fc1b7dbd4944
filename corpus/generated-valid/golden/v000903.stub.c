#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000903.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6shade4mPKiiPf(size_t, const int *, int, float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13rank11_kernelPixii(int *, long long, int, int);
static void __device_stub__Z6lerp20PiibPf(int *, int, bool, float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z12mix28_kernelPKiPiiPj(const int *, int *, int, unsigned *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6shade4mPKiiPf(size_t __par0, const int *__par1, int __par2, float *__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(size_t, const int *, int, float *))shade4)), 0U);}
# 14 "v000903.cu"
void shade4( ::size_t __cuda_0,const int *__cuda_1,int __cuda_2,float *__cuda_3)
# 15 "v000903.cu"
{__device_stub__Z6shade4mPKiiPf( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 21 "v000903.cu"
}
# 1 "v000903.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13rank11_kernelPixii( int *__par0,  long long __par1,  int __par2,  int __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 20UL); __cudaLaunch(((char *)((void ( *)(int *, long long, int, int))rank11_kernel)), 0U); }
# 23 "v000903.cu"
void rank11_kernel( int *__cuda_0,long long __cuda_1,int __cuda_2,int __cuda_3)
# 24 "v000903.cu"
{__device_stub__Z13rank11_kernelPixii( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 36 "v000903.cu"
}
# 1 "v000903.cudafe1.stub.c"
static void __device_stub__Z6lerp20PiibPf( int *__par0,  int __par1,  bool __par2,  float *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 12UL); __cudaSetupArgSimple(__par3, 16UL); __cudaLaunch(((char *)((void ( *)(int *, int, bool, float *))lerp20)), 0U); }
# 38 "v000903.cu"
static void lerp20( int *__cuda_0,int __cuda_1,bool __cuda_2,float *__cuda_3)
# 39 "v000903.cu"
{__device_stub__Z6lerp20PiibPf( __cuda_0,__cuda_1,__cuda_2,__cuda_3);


}
# 1 "v000903.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z12mix28_kernelPKiPiiPj( const int *__par0,  int *__par1,  int __par2,  unsigned *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(const int *, int *, int, unsigned *))mix28_kernel)), 0U); }
# 45 "v000903.cu"
void mix28_kernel( const int *__cuda_0,int *__cuda_1,int __cuda_2,unsigned *__cuda_3)
# 46 "v000903.cu"
{__device_stub__Z12mix28_kernelPKiPiiPj( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 57 "v000903.cu"
}
# 1 "v000903.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(const int *, int *, int, unsigned *))mix28_kernel), _Z12mix28_kernelPKiPiiPj, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int *, int, bool, float *))lerp20), _Z6lerp20PiibPf, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int *, long long, int, int))rank11_kernel), _Z13rank11_kernelPixii, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(size_t, const int *, int, float *))shade4), _Z6shade4mPKiiPf, 128); __cudaRegisterVariable(__T3, __shadow_var(d_decay27,::d_decay27), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
