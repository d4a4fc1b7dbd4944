#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002030.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7scale17Pmi(size_t *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14drift24_kerneliPfPdi(int, float *, double *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7shade30PKfPKli(const float *, const long *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14merge37_kernelPfPiy(float *, int *, unsigned long long);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13fold43_kernellPKaPjPKj(long, const signed char *, unsigned *, const unsigned *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7scale17Pmi(size_t *__par0, int __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(size_t *, int))scale17)), 0U);}
# 38 "v002030.cu"
void scale17( ::size_t *__cuda_0,int __cuda_1)
# 39 "v002030.cu"
{__device_stub__Z7scale17Pmi( __cuda_0,__cuda_1);



}
# 1 "v002030.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14drift24_kerneliPfPdi( int __par0,  float *__par1,  double *__par2,  int __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(int, float *, double *, int))drift24_kernel)), 0U); }
# 51 "v002030.cu"
void drift24_kernel( int __cuda_0,float *__cuda_1,double *__cuda_2,int __cuda_3)
# 52 "v002030.cu"
{__device_stub__Z14drift24_kerneliPfPdi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);




}
# 1 "v002030.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7shade30PKfPKli( const float *__par0,  const long *__par1,  int __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(const float *, const long *, int))shade30)), 0U); }
# 59 "v002030.cu"
void shade30( const float *__cuda_0,const long *__cuda_1,int __cuda_2)
# 60 "v002030.cu"
{__device_stub__Z7shade30PKfPKli( __cuda_0,__cuda_1,__cuda_2);



}
# 1 "v002030.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14merge37_kernelPfPiy( float *__par0,  int *__par1,  unsigned long long __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(float *, int *, unsigned long long))merge37_kernel)), 0U); }
# 67 "v002030.cu"
void merge37_kernel( float *__cuda_0,int *__cuda_1,unsigned long long __cuda_2)
# 68 "v002030.cu"
{__device_stub__Z14merge37_kernelPfPiy( __cuda_0,__cuda_1,__cuda_2);



}
# 1 "v002030.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13fold43_kernellPKaPjPKj( long __par0,  const signed char *__par1,  unsigned *__par2,  const unsigned *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(long, const signed char *, unsigned *, const unsigned *))fold43_kernel)), 0U); }
# 74 "v002030.cu"
void fold43_kernel( long __cuda_0,const signed char *__cuda_1,unsigned *__cuda_2,const unsigned *__cuda_3)
# 75 "v002030.cu"
{__device_stub__Z13fold43_kernellPKaPjPKj( __cuda_0,__cuda_1,__cuda_2,__cuda_3);



}
# 1 "v002030.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(long, const signed char *, unsigned *, const unsigned *))fold43_kernel), _Z13fold43_kernellPKaPjPKj, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(float *, int *, unsigned long long))merge37_kernel), _Z14merge37_kernelPfPiy, 512); __cudaRegisterEntry(__T5, ((void ( *)(const float *, const long *, int))shade30), _Z7shade30PKfPKli, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(int, float *, double *, int))drift24_kernel), _Z14drift24_kerneliPfPdi, 32); __cudaRegisterEntry(__T5, ((void ( *)(size_t *, int))scale17), _Z7scale17Pmi, (-1)); __cudaRegisterVariable(__T5, __shadow_var(c_kick10,::c_kick10), 0, 4UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
