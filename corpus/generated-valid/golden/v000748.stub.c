#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000748.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13sweep8_kernelPf(float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6bump13PKfiS0_(const float *, int, const float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7probe28iPKiiPKj(int, const int *, int, const unsigned *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13sweep8_kernelPf(float *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(float *))sweep8_kernel)), 0U);}
# 17 "v000748.cu"
void sweep8_kernel( float *__cuda_0)
# 17 "v000748.cu"
{__device_stub__Z13sweep8_kernelPf( __cuda_0);



}
# 1 "v000748.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6bump13PKfiS0_( const float *__par0,  int __par1,  const float *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(const float *, int, const float *))bump13)), 0U); }
# 25 "v000748.cu"
void bump13( const float *__cuda_0,int __cuda_1,const float *__cuda_2)
# 25 "v000748.cu"
{__device_stub__Z6bump13PKfiS0_( __cuda_0,__cuda_1,__cuda_2);
# 36 "v000748.cu"
}
# 1 "v000748.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7probe28iPKiiPKj( int __par0,  const int *__par1,  int __par2,  const unsigned *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(int, const int *, int, const unsigned *))probe28)), 0U); }
# 46 "v000748.cu"
void probe28( int __cuda_0,const int *__cuda_1,int __cuda_2,const unsigned *__cuda_3)
# 46 "v000748.cu"
{__device_stub__Z7probe28iPKiiPKj( __cuda_0,__cuda_1,__cuda_2,__cuda_3);




}
# 1 "v000748.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(int, const int *, int, const unsigned *))probe28), _Z7probe28iPKiiPKj, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(const float *, int, const float *))bump13), _Z6bump13PKfiS0_, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(float *))sweep8_kernel), _Z13sweep8_kernelPf, (-1)); __cudaRegisterVariable(__T0, __shadow_var(d_fold21,::d_fold21), 0, 32UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
