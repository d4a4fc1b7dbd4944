#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001396.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6warp24iiPKfPKi(int, int, const float *, const int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z8spread43PiPKfi(int *, const float *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6warp24iiPKfPKi(int __par0, int __par1, const float *__par2, const int *__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaSetupArgSimple(__par2, 8UL);__cudaSetupArgSimple(__par3, 16UL);__cudaLaunch(((char *)((void ( *)(int, int, const float *, const int *))warp24)), 0U);}
# 49 "v001396.cu"
void warp24( int __cuda_0,int __cuda_1,const float *__cuda_2,const int *__cuda_3)
# 49 "v001396.cu"
{__device_stub__Z6warp24iiPKfPKi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 62 "v001396.cu"
}
# 1 "v001396.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z8spread43PiPKfi( int *__par0,  const float *__par1,  int __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(int *, const float *, int))spread43)), 0U); }
# 82 "v001396.cu"
void spread43( int *__cuda_0,const float *__cuda_1,int __cuda_2)
# 82 "v001396.cu"
{__device_stub__Z8spread43PiPKfi( __cuda_0,__cuda_1,__cuda_2);



}
# 1 "v001396.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(int *, const float *, int))spread43), _Z8spread43PiPKfi, 64); __cudaRegisterEntry(__T3, ((void ( *)(int, int, const float *, const int *))warp24), _Z6warp24iiPKfPKi, 1024); __cudaRegisterManagedVariable(__T3, __shadow_var(m_bump23,::m_bump23), 0, 16UL, 0, 0); __cudaRegisterManagedVariable(__T3, __shadow_var(m_pack33,::m_pack33), 0, 4UL, 0, 0); __cudaRegisterVariable(__T3, __shadow_var(d_combine34,::d_combine34), 0, 128UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
