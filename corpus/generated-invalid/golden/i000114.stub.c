#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "i000114.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6apply7PtPKiPaf(unsigned short *, const int *, signed char *, float);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7score26i(int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13bump30_kerneliPKiPs(int, const int *, short *);
static void __device_stub__Z7shade13IjEvPT_(unsigned *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6apply7PtPKiPaf(unsigned short *__par0, const int *__par1, signed char *__par2, float __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(unsigned short *, const int *, signed char *, float))apply7)), 0U);}
# 13 "i000114.cu"
void apply7( unsigned short *__cuda_0,const int *__cuda_1,signed char *__cuda_2,float __cuda_3)
# 13 "i000114.cu"
{__device_stub__Z6apply7PtPKiPaf( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 24 "i000114.cu"
}
# 1 "i000114.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7score26i( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))score26)), 0U); }
# 61 "i000114.cu"
void score26( int __cuda_0)
# 61 "i000114.cu"
{__device_stub__Z7score26i( __cuda_0);
# 70 "i000114.cu"
}
# 1 "i000114.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13bump30_kerneliPKiPs( int __par0,  const int *__par1,  short *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(int, const int *, short *))bump30_kernel)), 0U); }
# 72 "i000114.cu"
void bump30_kernel( int __cuda_0,const int *__cuda_1,short *__cuda_2)
# 72 "i000114.cu"
{__device_stub__Z13bump30_kerneliPKiPs( __cuda_0,__cuda_1,__cuda_2);
# 83 "i000114.cu"
}
# 1 "i000114.cudafe1.stub.c"
static void __device_stub__Z7shade13IjEvPT_( unsigned *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(unsigned *))shade13<unsigned int> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_shade13<unsigned>( unsigned *&__cuda_0){__device_stub__Z7shade13IjEvPT_( (unsigned *&)__cuda_0);}
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(unsigned *))shade13<unsigned int> ), _Z7shade13IjEvPT_, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(int, const int *, short *))bump30_kernel), _Z13bump30_kerneliPKiPs, 256); __cudaRegisterEntry(__T4, ((void ( *)(int))score26), _Z7score26i, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(unsigned short *, const int *, signed char *, float))apply7), _Z6apply7PtPKiPaf, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
