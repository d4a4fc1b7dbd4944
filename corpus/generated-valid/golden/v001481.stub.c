#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001481.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z15combine5_kernelPKfPKjjt(const float *, const unsigned *, unsigned, unsigned short);
static void __device_stub__Z7march12Pf(float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z15update14_kernelfi(float, idx11_t);
static void __device_stub__ZN6impl197score21EfPKj(float, const unsigned *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z15combine5_kernelPKfPKjjt(const float *__par0, const unsigned *__par1, unsigned __par2, unsigned short __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 20UL);__cudaLaunch(((char *)((void ( *)(const float *, const unsigned *, unsigned, unsigned short))combine5_kernel)), 0U);}
# 10 "v001481.cu"
void combine5_kernel( const float *__cuda_0,const unsigned *__cuda_1,unsigned __cuda_2,unsigned short __cuda_3)
# 10 "v001481.cu"
{__device_stub__Z15combine5_kernelPKfPKjjt( __cuda_0,__cuda_1,__cuda_2,__cuda_3);


}
# 1 "v001481.cudafe1.stub.c"
static void __device_stub__Z7march12Pf( float *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(float *))march12)), 0U); }
# 16 "v001481.cu"
static void march12( float *__cuda_0)
# 16 "v001481.cu"
{__device_stub__Z7march12Pf( __cuda_0);



}
# 1 "v001481.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z15update14_kernelfi( float __par0,  idx11_t __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaLaunch(((char *)((void ( *)(float, idx11_t))update14_kernel)), 0U); }
# 22 "v001481.cu"
void update14_kernel( float __cuda_0,::idx11_t __cuda_1)
# 22 "v001481.cu"
{__device_stub__Z15update14_kernelfi( __cuda_0,__cuda_1);
# 31 "v001481.cu"
}
# 1 "v001481.cudafe1.stub.c"
static void __device_stub__ZN6impl197score21EfPKj( float __par0,  const unsigned *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(float, const unsigned *))impl19::score21)), 0U); }
# 36 "v001481.cu"
static void impl19::score21( float __cuda_0,const unsigned *__cuda_1)
# 36 "v001481.cu"
{__device_stub__ZN6impl197score21EfPKj( __cuda_0,__cuda_1);
# 47 "v001481.cu"
}
# 1 "v001481.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(float, const unsigned *))impl19::score21), _ZN6impl197score21EfPKj, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(float, idx11_t))update14_kernel), _Z15update14_kernelfi, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(float *))march12), _Z7march12Pf, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(const float *, const unsigned *, unsigned, unsigned short))combine5_kernel), _Z15combine5_kernelPKfPKjjt, 128UL); __cudaRegisterVariable(__T0, __shadow_var(c_spread4,::c_spread4), 0, 16UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
