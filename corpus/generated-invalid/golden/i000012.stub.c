#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "i000012.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z15filter11_kerneladiPi(signed char, double, int, int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z15reduce19_kerneliPKj(int, const unsigned *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z16combine34_kernelid(int, double);
extern __inline__ __attribute__((visibility("hidden"))) void __device_stub__Z18constexpr_kernel62Pi(int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z15filter11_kerneladiPi(signed char __par0, double __par1, int __par2, int *__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(signed char, double, int, int *))filter11_kernel)), 0U);}
# 25 "i000012.cu"
void filter11_kernel( signed char __cuda_0,double __cuda_1,int __cuda_2,int *__cuda_3)
# 25 "i000012.cu"
{__device_stub__Z15filter11_kerneladiPi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);




}
# 1 "i000012.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z15reduce19_kerneliPKj( int __par0,  const unsigned *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int, const unsigned *))reduce19_kernel)), 0U); }
# 33 "i000012.cu"
void reduce19_kernel( int __cuda_0,const unsigned *__cuda_1)
# 33 "i000012.cu"
{__device_stub__Z15reduce19_kerneliPKj( __cuda_0,__cuda_1);
# 46 "i000012.cu"
}
# 1 "i000012.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z16combine34_kernelid( int __par0,  double __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int, double))combine34_kernel)), 0U); }
# 69 "i000012.cu"
void combine34_kernel( int __cuda_0,double __cuda_1)
# 69 "i000012.cu"
{__device_stub__Z16combine34_kernelid( __cuda_0,__cuda_1);


}
# 1 "i000012.cudafe1.stub.c"
__inline__ __attribute__((visibility("hidden"))) void __device_stub__Z18constexpr_kernel62Pi( int *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int *))constexpr_kernel62)), 0U); }
# 103 "i000012.cu"
void constexpr_kernel62( int *__cuda_0)
# 104 "i000012.cu"
{__device_stub__Z18constexpr_kernel62Pi( __cuda_0);

}
# 1 "i000012.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(int *))constexpr_kernel62), _Z18constexpr_kernel62Pi, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(int, double))combine34_kernel), _Z16combine34_kernelid, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(int, const unsigned *))reduce19_kernel), _Z15reduce19_kerneliPKj, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(signed char, double, int, int *))filter11_kernel), _Z15filter11_kerneladiPi, (-1)); __cudaRegisterVariable(__T5, __shadow_var(d_fuse18,::d_fuse18), 0, 8UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
